import { splitRegisteredMark } from "@/shared/copy/registered-mark";

/** One line of copy, with the registered mark raised unless the brand font draws it so. */
function Line({ text, font }: { text: string; font: string }) {
  return (
    <>
      {splitRegisteredMark(text, font).map((part, index) =>
        part.superscript ? <sup key={index}>{part.text}</sup> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** Plain copy with blank-line paragraphs and line breaks; copy never becomes HTML. */
export function RichText({
  text,
  className,
  font = "Montserrat",
}: {
  text: string;
  className?: string;
  font?: string;
}) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== "");
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-3 first:mt-0">
          {paragraph.split("\n").map((line, lineIndex, lines) => (
            <span key={lineIndex}>
              <Line text={line} font={font} />
              {lineIndex < lines.length - 1 ? <br /> : null}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
