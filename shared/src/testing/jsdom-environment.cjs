// jsdom leaves out the Fetch API, web streams, TextEncoder and BroadcastChannel that MSW 2 needs.
// A setup file runs inside the sandbox and cannot reach them, but the environment class runs in
// Node's own realm, so it can hand Node's implementations to the sandbox before any test code
// (and before msw/node is imported).
//
// The DOM's own classes (Blob, File, FormData, URL, AbortController, EventTarget) stay jsdom's, so
// components keep working with real DOM objects (`new FormData(form)`, FileReader, inputs).
// Node's Request/Response/fetch do not understand jsdom's FormData and Blob, though, and MSW
// turns every intercepted call into a Request, axios's XMLHttpRequest ones included (an upload
// would hang), so bodies of those types are converted to Node's own on the way in.
//
// MessageChannel is left out on purpose: React's scheduler would use it, and an open port keeps
// Jest from exiting.
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-jsdom');

const jsdomUtils = require(
  require.resolve('jsdom/lib/jsdom/living/generated/utils.js', {
    paths: [path.dirname(require.resolve('jest-environment-jsdom'))],
  }),
);

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Headers',
  'BroadcastChannel',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const sandbox = this.global;
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined') sandbox[name] = globalThis[name];
    }
    const toNode = (body) => toNodeBody(body, sandbox);
    // Proxies rather than subclasses: `instanceof Request` must keep holding for the objects
    // undici creates internally (clone(), fetch responses).
    sandbox.Request = new Proxy(globalThis.Request, {
      construct(target, [input, init], newTarget) {
        const args =
          init && init.body != null ? [input, { ...init, body: toNode(init.body) }] : [input, init];
        return Reflect.construct(target, args, newTarget);
      },
    });
    sandbox.Response = new Proxy(globalThis.Response, {
      construct(target, [body, init], newTarget) {
        return Reflect.construct(target, [toNode(body), init], newTarget);
      },
    });
    sandbox.fetch = (input, init) =>
      globalThis.fetch(
        input,
        init && init.body != null ? { ...init, body: toNode(init.body) } : init,
      );
  }
}

function toNodeBody(body, sandbox) {
  if (body instanceof sandbox.FormData) {
    const form = new globalThis.FormData();
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, toNodeBlob(value, sandbox), value.name);
    }
    return form;
  }
  if (body instanceof sandbox.Blob) return toNodeBlob(body, sandbox);
  return body;
}

function toNodeBlob(blob, sandbox) {
  const impl = jsdomUtils.implForWrapper(blob);
  const bytes = (impl && impl._buffer) || Buffer.alloc(0);
  if (blob instanceof sandbox.File) {
    return new globalThis.File([bytes], blob.name, {
      type: blob.type,
      lastModified: blob.lastModified,
    });
  }
  return new globalThis.Blob([bytes], { type: blob.type });
}

module.exports = JsdomWithFetchEnvironment;
