// The browser builds' stand-in for axios/lib/adapters/fetch.js (see axiosFetchAdapter() in
// webpack-config.ts): axios uses XMLHttpRequest in the browser. `getFetch` answering undefined
// makes axios report the fetch adapter as "not available in the build".
export const getFetch = (): undefined => undefined;

export default undefined;
