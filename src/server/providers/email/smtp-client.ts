import net from 'node:net';
import tls from 'node:tls';

// A small SMTP client (RFC 5321) for relaying to a mail server: EHLO, optional AUTH PLAIN, MAIL, RCPT, DATA.
// Plain TCP for smtp://, implicit TLS for smtps://; no STARTTLS (point SMTP_URL at a local relay or port 465).

export type SmtpTarget = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  timeoutMs?: number;
};

export function parseSmtpUrl(url: string): SmtpTarget {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be smtp:// or smtps://');
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 25,
    secure,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
  };
}

class SmtpError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** One SMTP session that sends one message; rejects with the server's reply when a step fails. */
export async function sendSmtp(
  target: SmtpTarget,
  envelope: { from: string; to: string[] },
  data: string,
): Promise<void> {
  const socket = target.secure
    ? tls.connect({ host: target.host, port: target.port, servername: target.host })
    : net.connect({ host: target.host, port: target.port });
  socket.setTimeout(target.timeoutMs ?? 15_000, () => socket.destroy(new Error('SMTP timeout')));
  let buffer = '';
  const waiting: { resolve: (r: { code: number; text: string }) => void; reject: (e: Error) => void }[] = [];
  const lines: string[] = [];
  let failure: Error | null = null;
  const fail = (err: Error) => {
    failure = err;
    for (const w of waiting.splice(0)) w.reject(err);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(failure ?? new Error('SMTP connection closed')));
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      lines.push(line);
      // The last line of a reply has a space after the code ("250 OK"); others a dash ("250-SIZE").
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: lines.splice(0).join('\n') };
        waiting.shift()?.resolve(reply);
      }
    }
  });
  const reply = () =>
    new Promise<{ code: number; text: string }>((resolve, reject) => {
      if (failure) reject(failure);
      else waiting.push({ resolve, reject });
    });
  const expect = async (ok: number[], command?: string) => {
    const pending = reply();
    if (command !== undefined) socket.write(`${command}\r\n`);
    const r = await pending;
    if (!ok.includes(r.code))
      throw new SmtpError(r.code, `SMTP ${command?.split(' ')[0] ?? 'greeting'}: ${r.text}`);
    return r;
  };
  try {
    await expect([220]);
    await expect([250], 'EHLO quarry.local');
    if (target.user) {
      const token = Buffer.from(`\0${target.user}\0${target.password ?? ''}`).toString('base64');
      await expect([235], `AUTH PLAIN ${token}`);
    }
    await expect([250], `MAIL FROM:<${envelope.from}>`);
    for (const to of envelope.to) await expect([250, 251], `RCPT TO:<${to}>`);
    await expect([354], 'DATA');
    // Dot-stuffing: a line starting with "." gets a second one; the message ends with CRLF.CRLF.
    const body = data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..').replace(/\r\n$/, '');
    await expect([250], `${body}\r\n.`);
    await expect([221], 'QUIT').catch(() => {});
  } finally {
    failure ??= new Error('SMTP session ended');
    socket.destroy();
  }
}
