import type { APIRequestContext } from '@playwright/test';

/**
 * A ZKTeco PUSH terminal in a few lines (the API tests have the full simulator, server/test/terminal-simulator.ts):
 * handshake, punches (ATTLOG uploads), poll for commands, answer them, over real HTTP against the E2E server's
 * `/iclock/`.
 */
export class E2eTerminal {
  constructor(
    private readonly request: APIRequestContext,
    readonly sn: string,
  ) {}

  private async text(method: 'GET' | 'POST', path: string, body?: string): Promise<string> {
    const response = method === 'GET' ? await this.request.get(path) : await this.request.post(path, { data: body, headers: { 'content-type': 'text/plain' } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
    return response.text();
  }

  handshake(): Promise<string> {
    return this.text('GET', `/iclock/cdata?SN=${this.sn}&options=all&pushver=2.4.1&language=69`);
  }

  /** `POST cdata?table=ATTLOG`: one TAB-separated line per punch (device wall clock); answers `OK: <lines>`. */
  punch(punches: ReadonlyArray<{ pin: string; time: string; state?: number }>): Promise<string> {
    const body = punches.map((p) => `${p.pin}\t${p.time}\t${p.state ?? 0}\t1\t0\t0\t0\n`).join('');
    return this.text('POST', `/iclock/cdata?SN=${this.sn}&table=ATTLOG&Stamp=9999`, body);
  }

  /** One poll (a heartbeat): the commands it delivers, as `[id, content]`. */
  async poll(): Promise<Array<[string, string]>> {
    const answer = await this.text('GET', `/iclock/getrequest?SN=${this.sn}&INFO=Ver%208.0.4.2,0,0,0,127.0.0.1,10,7,12,0,111`);
    return answer
      .split('\n')
      .map((line) => /^C:([^:]+):(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]);
  }

  /** Polls and answers every delivered command with `Return=0` until none is left; answers how many. */
  async answerAll(): Promise<number> {
    let answered = 0;
    for (let round = 0; round < 50; round += 1) {
      const delivered = await this.poll();
      if (delivered.length === 0) return answered;
      const results = delivered.map(([id, content]) => `ID=${id}&Return=0&CMD=${content.split(' ')[0]}`).join('\n');
      await this.text('POST', `/iclock/devicecmd?SN=${this.sn}`, `${results}\n`);
      answered += delivered.length;
    }
    return answered;
  }
}
