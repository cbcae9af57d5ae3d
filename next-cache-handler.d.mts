// Types of next-cache-handler.mjs for the tests that load it; Next itself loads the JavaScript.
export declare function closeSharedCache(): Promise<void>;

export default class RewardsCacheHandler {
  constructor(context: Record<string, unknown>);
  get(key: string, context: Record<string, unknown>): Promise<unknown>;
  set(key: string, value: unknown, context: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
