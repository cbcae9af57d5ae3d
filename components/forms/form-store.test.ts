// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFormStore, type Validation } from "./form-store";

interface Values {
  email: string;
  terms: boolean;
}
interface Output {
  email: string;
}

const messages = { email: "Enter an email address.", terms: "Accept the terms." };

/** A stand-in for the contract: an address needs an @, the terms a tick. */
async function validate(values: Values): Promise<Validation<Output>> {
  await Promise.resolve();
  const errors: Record<string, string> = {};
  if (!values.email.includes("@")) errors.email = messages.email;
  if (!values.terms) errors.terms = messages.terms;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, output: { email: values.email.toLowerCase() } };
}

const blank: Values = { email: "", terms: false };

/** Lets every pending check finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Inputs for the fields, in the page in the given order. */
function inputs(...names: string[]) {
  return Object.fromEntries(
    names.map((name) => {
      const input = document.createElement("input");
      input.name = name;
      document.body.append(input);
      return [name, input];
    }),
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("createFormStore", () => {
  it("says a field's error once it is left, and only that field's, not while it is typed in", async () => {
    const form = createFormStore(blank, validate);
    form.change("email", "jordan");
    await settle();
    expect(form.getError("email")).toBeUndefined();
    form.blur("email");
    await settle();
    expect(form.getError("email")).toBe(messages.email);
    expect(form.getError("terms")).toBeUndefined();
    // Before a submit a fix shows when the field is left again.
    form.change("email", "jordan@harbor.example");
    await settle();
    expect(form.getError("email")).toBe(messages.email);
    form.blur("email");
    await settle();
    expect(form.getError("email")).toBeUndefined();
  });

  it("on an invalid submit marks every field, runs onInvalid and focuses the first invalid field in page order", async () => {
    const form = createFormStore(blank, validate);
    // Attached out of page order: the page decides which field is first.
    const { email, terms } = inputs("email", "terms");
    if (!email || !terms) throw new Error("no inputs");
    form.attach("terms", terms);
    form.attach("email", email);
    const onValid = vi.fn(() => Promise.resolve());
    const onInvalid = vi.fn();
    await form.submit(onValid, onInvalid);
    expect(form.getError("email")).toBe(messages.email);
    expect(form.getError("terms")).toBe(messages.terms);
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);
  });

  it("after a submit checks every change at once, and no longer on leaving", async () => {
    const form = createFormStore(blank, validate);
    await form.submit(() => Promise.resolve());
    form.change("email", "jordan@harbor.example");
    await settle();
    expect(form.getError("email")).toBeUndefined();
    form.change("email", "jordan");
    await settle();
    expect(form.getError("email")).toBe(messages.email);
    form.change<boolean>("terms", true);
    await settle();
    expect(form.getError("terms")).toBeUndefined();
  });

  it("hands a valid submit the contract's output and clears every error", async () => {
    const form = createFormStore(blank, validate);
    form.blur("email");
    await settle();
    form.change("email", "Jordan@Harbor.example");
    form.change<boolean>("terms", true);
    const onValid = vi.fn((_output: Output) => Promise.resolve());
    await form.submit(onValid);
    expect(onValid).toHaveBeenCalledWith({ email: "jordan@harbor.example" });
    expect(form.getError("email")).toBeUndefined();
  });

  it("drops a check's answer when the field changed while it ran", async () => {
    let release: () => void = () => undefined;
    const slow = async (values: Values) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return validate(values);
    };
    const form = createFormStore(blank, slow);
    form.blur("email");
    form.change("email", "jordan@harbor.example");
    release();
    await settle();
    // The answer was about the empty address, which is no longer there.
    expect(form.getError("email")).toBeUndefined();
  });

  it("shows a message from elsewhere on its field, with focus, until the field is checked again", async () => {
    const form = createFormStore({ email: "jordan@harbor.example", terms: true }, validate);
    const { email } = inputs("email");
    if (!email) throw new Error("no input");
    form.attach("email", email);
    await form.submit(() => {
      form.setError("email", "That address is in use.", { focus: true });
      return Promise.resolve();
    });
    expect(form.getError("email")).toBe("That address is in use.");
    expect(document.activeElement).toBe(email);
    form.change("email", "lee@harbor.example");
    await settle();
    expect(form.getError("email")).toBeUndefined();
  });

  it("checks one field on demand, focusing it when asked and invalid", async () => {
    const form = createFormStore(blank, validate);
    const { terms } = inputs("terms");
    if (!terms) throw new Error("no input");
    form.attach("terms", terms);
    await expect(form.trigger("terms", { focus: true })).resolves.toBe(false);
    expect(form.getError("terms")).toBe(messages.terms);
    expect(form.getError("email")).toBeUndefined();
    expect(document.activeElement).toBe(terms);
    form.setValue("terms", true);
    await expect(form.trigger("terms")).resolves.toBe(true);
    expect(form.getError("terms")).toBeUndefined();
  });

  it("resets to new values: errors cleared, back to checking on leave, checks begun before it dropped", async () => {
    const form = createFormStore(blank, validate);
    await form.submit(() => Promise.resolve());
    // A check of this change is under way when the form starts over.
    form.change("email", "jordan");
    form.reset({ email: "saved@harbor.example", terms: true });
    await settle();
    expect(form.getValues()).toEqual({ email: "saved@harbor.example", terms: true });
    expect(form.getError("email")).toBeUndefined();
    expect(form.getError("terms")).toBeUndefined();
    form.change("email", "x");
    await settle();
    expect(form.getError("email")).toBeUndefined();
    form.blur("email");
    await settle();
    expect(form.getError("email")).toBe(messages.email);
  });

  it("a submit that resets the form leaves it as if never submitted", async () => {
    const form = createFormStore({ email: "jordan@harbor.example", terms: true }, validate);
    await form.submit(() => {
      form.reset({ email: "jordan@harbor.example", terms: true });
      return Promise.resolve();
    });
    form.change("email", "jordan");
    await settle();
    expect(form.getError("email")).toBeUndefined();
  });

  it("tells its watchers of every change of a value or an error, and stops when asked", async () => {
    const form = createFormStore(blank, validate);
    const listener = vi.fn();
    const stop = form.subscribe(listener);
    form.setValue("email", "jordan");
    expect(form.getValue("email")).toBe("jordan");
    expect(listener).toHaveBeenCalledTimes(1);
    // The same value again changes nothing.
    form.setValue("email", "jordan");
    expect(listener).toHaveBeenCalledTimes(1);
    form.blur("email");
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    form.setValue("email", "lee");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("checks with the validation it was last given", async () => {
    const form = createFormStore(blank, validate);
    form.validateWith(() => Promise.resolve({ ok: false, errors: { email: "Partner's words." } }));
    form.blur("email");
    await settle();
    expect(form.getError("email")).toBe("Partner's words.");
  });
});
