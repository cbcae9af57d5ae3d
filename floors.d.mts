export interface Floor {
  readonly name: string;
  readonly folders: readonly string[];
  readonly imports: readonly string[];
}
export declare const floors: readonly Floor[];
export declare function floorOf(path: string): Floor | undefined;
export declare function isTestFile(path: string): boolean;
