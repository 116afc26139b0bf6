// @colleghi/rules: the rules the web client and the API must apply identically, each written once.
// Pure TypeScript with no runtime dependencies, bundled into @colleghi/shared by webpack and into
// the API by esbuild.

export * from './age';
export * from './agenda';
export * from './limits';
export * from './messages';
export * from './validation';
export * from './pricing';
