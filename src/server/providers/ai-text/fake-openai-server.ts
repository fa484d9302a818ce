import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmbeddedImage } from '../ai-image/embedded-image';
import type { ImagePurpose } from '../ai-image/types';
import { TEXT_TASKS } from './tasks/text-tasks';

export type FakeOpenAiOptions = {
  /** Answer every call with this status and an OpenAI-style error body. */
  failWith?: { status: number; message: string; type?: string; code?: string };
  /** Chat answers content that is not JSON. */
  malformed?: boolean;
  /** Chat answers JSON that does not match the requested schema. */
  schemaInvalid?: boolean;
  /** Wait this long before answering (longer than the client's time-out → a time-out). */
  delayMs?: number;
  /** Chat content for a request (default: the embedded task named by json_schema.name, run on the user message). */
  chat?: (request: { schemaName: string; system: string; user: string; seed?: number }) => unknown;
  /** Answer images as this many pixels square (default 1024, what `size: 1024x1024` asks). */
  imageSize?: number;
  /** Streamed chat (`stream: true`): the answer's text (default: an answer naming the question). */
  chatStream?: (request: { system: string; user: string }) => string;
  /** Streamed chat: drop the connection after this many chunks (a model failing mid-answer). */
  streamFailAfter?: number;
  /**
   * Chat requests that offer `tools`: the call to answer (arguments as JSON, or a raw string sent as is), or
   * null for a plain reply. Default: the first tool whose name's words (bar start/open/search) are all in
   * the last user message, with arguments filled from its JSON Schema (see toolCallFor).
   */
  toolChoice?: FakeToolCall | null | ((request: { tools: string[]; user: string }) => FakeToolCall | null);
  /** The assistant's text beside a tool call (default empty). */
  toolReply?: string;
};

export type FakeToolCall = { name: string; arguments: unknown };

export type RecordedRequest = {
  path: string;
  auth: string;
  model: string | undefined;
  /** JSON body, or the multipart form's text fields (with `image` noted as its byte length). */
  body: Record<string, unknown>;
};

const PURPOSES: ImagePurpose[] = ['BRAND', 'MOODBOARD', 'PRODUCT', 'DESIGN'];

/**
 * A loopback server speaking the OpenAI calls the adapters make: chat completions with a json_schema
 * response format, image generations (JSON) and image edits (multipart), answering base64 PNGs. Switches
 * give errors, malformed and schema-invalid answers, and slow answers; every request is recorded.
 */
export async function startFakeOpenAiServer(opts: FakeOpenAiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const images = createEmbeddedImage();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      try {
        const type = req.headers['content-type'] ?? '';
        let body: Record<string, unknown> = {};
        let image: Buffer | null = null;
        if (type.startsWith('multipart/form-data')) {
          const form = await new Request('http://x', {
            method: 'POST',
            headers: { 'content-type': type },
            body: raw,
          }).formData();
          for (const [k, v] of form.entries()) {
            if (typeof v === 'string') body[k] = v;
            else {
              image = Buffer.from(await v.arrayBuffer());
              body[k] = `${image.length} bytes`;
            }
          }
        } else if (raw.length) body = JSON.parse(raw.toString('utf8'));
        requests.push({
          path: url.pathname,
          auth: req.headers.authorization ?? '',
          model: typeof body.model === 'string' ? body.model : undefined,
          body,
        });
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        if (opts.failWith)
          return json(opts.failWith.status, {
            error: {
              message: opts.failWith.message,
              type: opts.failWith.type ?? 'invalid_request_error',
              param: null,
              code: opts.failWith.code ?? null,
            },
          });
        if (url.pathname === '/v1/chat/completions' && req.method === 'POST' && Array.isArray(body.tools)) {
          const answer = toolChatAnswer(body, opts, requests.length);
          return body.stream === true ? streamToolAnswer(res, answer) : json(200, answer);
        }
        if (url.pathname === '/v1/chat/completions' && req.method === 'POST' && body.stream === true)
          return streamChat(res, body, opts, requests.length);
        if (url.pathname === '/v1/chat/completions' && req.method === 'POST') {
          const messages = (body.messages ?? []) as { role: string; content: string }[];
          const format = body.response_format as { json_schema?: { name?: string } } | undefined;
          const schemaName = format?.json_schema?.name ?? '';
          const system = messages.find((m) => m.role === 'system')?.content ?? '';
          const user = messages.find((m) => m.role === 'user')?.content ?? '';
          const seed = typeof body.seed === 'number' ? body.seed : undefined;
          let content: string;
          if (opts.malformed) content = '{"ideas": [ this is not json';
          else if (opts.schemaInvalid) content = JSON.stringify({ unexpected: true, ideas: 'none' });
          else if (opts.chat) content = JSON.stringify(opts.chat({ schemaName, system, user, seed }));
          else {
            const task = TEXT_TASKS[schemaName];
            if (!task)
              return json(400, {
                error: { message: `Unknown schema ${schemaName}`, type: 'invalid_request_error' },
              });
            content = JSON.stringify(task.embedded(JSON.parse(user), seed ?? 0));
          }
          return json(200, {
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          });
        }
        const isGenerate = url.pathname === '/v1/images/generations';
        const isEdit = url.pathname === '/v1/images/edits';
        if ((isGenerate || isEdit) && req.method === 'POST') {
          if (isEdit && !image)
            return json(400, { error: { message: 'image is required', type: 'invalid_request_error' } });
          const n = Math.max(1, Math.min(4, Number(body.n ?? 1)));
          const prompt = String(body.prompt ?? '');
          const out = await images.generate({
            purpose: PURPOSES[prompt.length % PURPOSES.length] as ImagePurpose,
            prompt,
            count: n,
            size: opts.imageSize ?? 1024,
            seed: prompt.length,
            initImage: image ?? undefined,
          });
          return json(200, {
            created: Math.floor(Date.now() / 1000),
            data: out.map((o) => ({ b64_json: o.png.toString('base64') })),
          });
        }
        json(404, { error: { message: `No route ${url.pathname}`, type: 'invalid_request_error' } });
      } catch (err) {
        json(500, { error: { message: (err as Error).message, type: 'server_error' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    requests,
    baseUrl: `${base}/v1`,
    config: (over: { timeoutMs?: number; apiKey?: string } = {}) => ({
      baseUrl: `${base}/v1`,
      apiKey: over.apiKey ?? 'sk-test-key',
      textModel: 'test-text-model',
      imageModel: 'test-image-model',
      timeoutMs: over.timeoutMs ?? 10_000,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `stream: true` chat completions as server-sent events: chunks of a few characters, then `[DONE]`. */
function streamChat(
  res: http.ServerResponse,
  body: Record<string, unknown>,
  opts: FakeOpenAiOptions,
  n: number,
) {
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const user = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const text = opts.chatStream ? opts.chatStream({ system, user }) : `You asked: ${user}`;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-${n}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  const pieces = text.match(/[\s\S]{1,8}/g) ?? [];
  for (const [i, piece] of pieces.entries()) {
    if (opts.streamFailAfter !== undefined && i >= opts.streamFailAfter) {
      res.destroy();
      return;
    }
    res.write(chunk({ content: piece }, null));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/**
 * A tool answer streamed as OpenAI sends one: the text in pieces, then each call's id and name with empty
 * arguments, its arguments in fragments (the client joins them by the call's index), then the finish reason.
 */
function streamToolAnswer(res: http.ServerResponse, answer: ReturnType<typeof toolChatAnswer>) {
  const [choice] = answer.choices;
  const message = choice!.message as {
    content: string;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: answer.id,
      object: 'chat.completion.chunk',
      created: answer.created,
      model: answer.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const piece of message.content.match(/[\s\S]{1,8}/g) ?? []) res.write(chunk({ content: piece }, null));
  for (const [index, call] of (message.tool_calls ?? []).entries()) {
    res.write(
      chunk(
        {
          tool_calls: [
            { index, id: call.id, type: call.type, function: { name: call.function.name, arguments: '' } },
          ],
        },
        null,
      ),
    );
    for (const piece of call.function.arguments.match(/[\s\S]{1,10}/g) ?? [])
      res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null));
  }
  res.write(chunk({}, choice!.finish_reason));
  res.end('data: [DONE]\n\n');
}

type FakeTool = { function: { name: string; parameters?: JsonSchemaObject } };
type JsonSchemaObject = {
  properties?: Record<string, { type?: string; maxLength?: number; minimum?: number }>;
  required?: string[];
};

/** Arguments a schema takes, from the user's words: strings get the text, numbers their minimum (or 1). */
function argumentsFor(schema: JsonSchemaObject | undefined, user: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of schema?.required ?? []) {
    const prop = schema?.properties?.[key] ?? {};
    if (prop.type === 'integer' || prop.type === 'number') out[key] = Math.max(1, prop.minimum ?? 1);
    else out[key] = user.slice(0, prop.maxLength ?? user.length);
  }
  return out;
}

/** The default rule: the first tool whose name's words (bar the verbs) all appear in the user's message. */
function toolCallFor(tools: FakeTool[], user: string): FakeToolCall | null {
  const text = user.toLowerCase();
  const tool = tools.find((t) =>
    t.function.name
      .split('_')
      .filter((w) => !['start', 'open', 'search'].includes(w))
      .every((w) => text.includes(w.replace(/s$/, ''))),
  );
  return tool ? { name: tool.function.name, arguments: argumentsFor(tool.function.parameters, user) } : null;
}

/** A chat completion for a request with `tools`: one tool call (finish_reason tool_calls), or a plain reply. */
function toolChatAnswer(body: Record<string, unknown>, opts: FakeOpenAiOptions, n: number) {
  const tools = body.tools as FakeTool[];
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const user = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const choice =
    typeof opts.toolChoice === 'function'
      ? opts.toolChoice({ tools: tools.map((t) => t.function.name), user })
      : opts.toolChoice === undefined
        ? toolCallFor(tools, user)
        : opts.toolChoice;
  const message = choice
    ? {
        role: 'assistant',
        content: opts.toolReply ?? '',
        refusal: null,
        tool_calls: [
          {
            id: `call_${n}`,
            type: 'function',
            function: {
              name: choice.name,
              arguments:
                typeof choice.arguments === 'string' ? choice.arguments : JSON.stringify(choice.arguments),
            },
          },
        ],
      }
    : { role: 'assistant', content: opts.toolReply ?? 'How can I help with your brand?', refusal: null };
  return {
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, finish_reason: choice ? 'tool_calls' : 'stop', message }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
