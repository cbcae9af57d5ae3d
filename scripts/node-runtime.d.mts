export declare const minimumNodeMajor: number;
export declare const pinnedNodeVersion: string;
export declare function runningNodeIsSupported(version?: string): boolean;
export declare function ensureSupportedNode(argv?: readonly string[]): Promise<void>;
