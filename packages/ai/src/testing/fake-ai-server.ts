import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { TEXT_END, TEXT_START } from '../prompts.js';

/** How the fake answers one request. */
export type FakeReply =
  /** A successful answer in the shape of the API that was called; `truncated` stops at the output limit. */
  | { text: string; truncated?: boolean; delayMs?: number }
  /** An error status with the API's error body (its message echoes part of the key, as OpenAI's does). */
  | { status: number; delayMs?: number }
  /** Any body at all, e.g. a proxy's HTML page or broken JSON. */
  | { raw: string; contentType?: string; status?: number; delayMs?: number }
  /** Never answers (the caller's timeout must end it). */
  | { hang: true }
  /** Closes the connection without an answer (a network failure). */
  | { drop: true };

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    system?: string;
    max_tokens?: number;
    messages?: Array<{ role: string; content: string }>;
    [key: string]: unknown;
  };
}

export interface FakeAiServer {
  url: string;
  /** Base URL for the `openai` SDK (OpenAI, and Gemini / xAI, which speak the same API). */
  openaiBaseUrl: string;
  /** Base URL for the `@anthropic-ai/sdk`. */
  anthropicBaseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: FakeReply[]): void;
  /** Answers requests when the queue is empty (by default: the source text, unchanged). */
  setFallback(reply: (request: FakeRequest) => FakeReply): void;
  /** Forgets requests, queued replies and the fallback. */
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_KEY_ECHO = 'Incorrect API key provided: sk-fa****cret';

/** The text the prompt carries between its delimiter lines (the instructions name them too). */
export function promptText(request: FakeRequest): string {
  const user = request.body.messages?.find((message) => message.role === 'user')?.content ?? '';
  const lines = user.split('\n');
  const start = lines.indexOf(TEXT_START);
  const end = lines.lastIndexOf(TEXT_END);
  if (start === -1 || end <= start) return '';
  return lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
}

const echoSource = (request: FakeRequest): FakeReply => ({ text: promptText(request) });

function successBody(path: string, model: string, text: string, truncated: boolean) {
  if (path.endsWith('/messages')) {
    return {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'text', text }],
      stop_reason: truncated ? 'max_tokens' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    };
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null },
        finish_reason: truncated ? 'length' : 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function errorBody(path: string, status: number) {
  const message = status === 401 ? FAKE_KEY_ECHO : `fake failure ${status}`;
  return path.endsWith('/messages')
    ? { type: 'error', error: { type: 'api_error', message } }
    : { error: { message, type: 'invalid_request_error', code: null } };
}

function send(response: ServerResponse, status: number, body: string, contentType = 'application/json') {
  response.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function answer(response: ServerResponse, request: FakeRequest, reply: FakeReply, socket: Socket) {
  if ('hang' in reply) return;
  if ('drop' in reply) {
    socket.destroy();
    return;
  }
  const respond = () => {
    if ('raw' in reply) send(response, reply.status ?? 200, reply.raw, reply.contentType);
    else if ('status' in reply) send(response, reply.status, JSON.stringify(errorBody(request.path, reply.status)));
    else {
      const body = successBody(request.path, request.body.model ?? 'fake', reply.text, reply.truncated ?? false);
      send(response, 200, JSON.stringify(body));
    }
  };
  if (reply.delayMs) setTimeout(respond, reply.delayMs);
  else respond();
}

/**
 * A local HTTP server that speaks OpenAI's Chat Completions (`/v1/chat/completions`) and
 * Anthropic's Messages (`/v1/messages`), so that the real SDKs can be tested offline.
 */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  const requests: FakeRequest[] = [];
  let queue: FakeReply[] = [];
  let fallback = echoSource;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = { path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : {} };
      requests.push(request);
      if (!/\/(chat\/completions|messages)$/.test(request.path)) {
        send(res, 404, JSON.stringify({ error: { message: `no route ${request.path}` } }));
        return;
      }
      answer(res, request, queue.shift() ?? fallback(request), req.socket);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    anthropicBaseUrl: url,
    requests,
    reply: (...replies) => {
      queue.push(...replies);
    },
    setFallback: (reply) => {
      fallback = reply;
    },
    reset: () => {
      requests.length = 0;
      queue = [];
      fallback = echoSource;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
