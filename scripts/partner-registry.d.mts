export declare const repositoryRoot: string;
export declare const registryFile: string;
export declare function partnerFolders(root?: string): string[];
export declare function registrySource(codes: readonly string[]): string;
export declare function writePartnerRegistry(root?: string): { codes: string[]; changed: boolean };
