export declare const optimizerFormats: ["image/avif", "image/webp"];
export declare const optimizerDeviceSizes: readonly number[];
export declare const optimizerImageSizes: readonly number[];
export declare const optimizerQuality: number;
export declare const optimizerPath: "/_next/image";
