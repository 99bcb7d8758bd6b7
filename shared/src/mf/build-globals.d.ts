/** Defined by the React refresh webpack plugin in each development bundle (react-refresh-runtime.cjs). */
declare const __react_refresh_library__: string | undefined;
