import { HttpResponse, http } from 'msw';
import { server } from './msw';

/** One opening of events/stream/ as the API saw it. */
export interface StreamOpening {
  url: string;
  authorization: string | null;
  lastEventId: string | null;
}

export interface ServedEventStream {
  /** Every opening, in order (reconnections included). */
  openings: StreamOpening[];
  /** Sends one event on the latest opening: `id: <id>`, `event: <type>`, `data: <JSON>`. */
  send: (type: string, data: unknown, id?: number) => void;
  /** A heartbeat (an SSE comment): it keeps the connection, it is no event. */
  heartbeat: () => void;
  /** The server ends the latest response. */
  close: () => void;
}

const encoder = new TextEncoder();

/**
 * Serves the API's event stream (GET events/stream/, Server-Sent Events) with a response the test
 * writes to, or with `status` (401, 500…) instead of a stream.
 */
export function serveEventStream({ status = 200 }: { status?: number } = {}): ServedEventStream {
  const openings: StreamOpening[] = [];
  let current: ReadableStreamDefaultController<Uint8Array> | null = null;
  let nextId = 1;
  const write = (text: string) => current?.enqueue(encoder.encode(text));
  server.use(
    http.get('*/events/stream/', ({ request }) => {
      openings.push({
        url: request.url,
        authorization: request.headers.get('authorization'),
        lastEventId: request.headers.get('last-event-id'),
      });
      if (status !== 200) return new HttpResponse(null, { status });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          current = controller;
          controller.enqueue(encoder.encode('retry: 1000\n\n'));
        },
      });
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
    }),
  );
  return {
    openings,
    send: (type, data, id = nextId) => {
      nextId = id + 1;
      write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    heartbeat: () => write(': ping\n\n'),
    close: () => {
      current?.close();
      current = null;
    },
  };
}
