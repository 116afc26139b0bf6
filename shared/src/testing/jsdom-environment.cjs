// jsdom leaves out the Fetch API, web streams, TextEncoder and BroadcastChannel that MSW 2 needs.
// A setup file runs inside the sandbox and cannot reach them, but the environment class runs in
// Node's own realm, so it can hand Node's implementations to the sandbox before any test code
// (and before msw/node is imported). The DOM's own classes (Blob, FormData, URL, AbortController,
// EventTarget) stay jsdom's, so components keep working with real DOM objects. MessageChannel is
// left out on purpose: React's scheduler would use it, and an open port keeps Jest from exiting.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'BroadcastChannel',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
