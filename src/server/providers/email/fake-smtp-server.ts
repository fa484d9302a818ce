import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string; auth: string | null };

/** A loopback SMTP server for tests: speaks enough of RFC 5321 for the adapter; `rejectRcpt` answers 550. */
export async function startFakeSmtpServer(opts: { rejectRcpt?: (to: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', auth: null };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '', auth: mail.auth };
            say('250 queued');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const [verb = ''] = line.split(/[ :]/);
        switch (verb.toUpperCase()) {
          case 'EHLO':
            say('250-fake-smtp');
            say('250 AUTH PLAIN');
            break;
          case 'AUTH':
            mail.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
            say('235 ok');
            break;
          case 'MAIL':
            mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            say('250 ok');
            break;
          case 'RCPT': {
            const to = /<([^>]*)>/.exec(line)?.[1] ?? '';
            if (opts.rejectRcpt?.(to)) say('550 no such mailbox');
            else {
              mail.to.push(to);
              say('250 ok');
            }
            break;
          }
          case 'DATA':
            inData = true;
            say('354 go ahead');
            break;
          case 'QUIT':
            say('221 bye');
            socket.end();
            break;
          default:
            say('502 not implemented');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
