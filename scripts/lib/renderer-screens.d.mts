/** The renderer's folders that are layers of their own, not screens (decisions 37). */
export declare const rendererLayerFolders: readonly string[];
/** The screen folders under `<root>/renderer/`, sorted by name; this checkout's by default. */
export declare function rendererScreens(root?: string): string[];
