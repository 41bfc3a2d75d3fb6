import { describe, expect, it } from 'vitest';
import { publicUrlWarnings } from './public-url-warnings.ts';

const lan = ['192.168.1.5', '10.0.0.7'];

describe('publicUrlWarnings', () => {
  it('warns when PUBLIC_URL is this machine only but HOST lets other devices in (the defaults)', () => {
    const warnings = publicUrlWarnings(
      { publicUrl: 'http://localhost:3000', host: '0.0.0.0', port: 3000 },
      lan,
    );
    expect(warnings).toEqual([
      'PUBLIC_URL is http://localhost:3000, which names this machine only to itself, but HOST=0.0.0.0 also ' +
        'accepts other devices: pages they open are redirected to http://localhost:3000 and payments return ' +
        'there, which on another device is that device. Set PUBLIC_URL to the address they use (this ' +
        'machine: http://192.168.1.5:3000, http://10.0.0.7:3000).',
    ]);
  });

  it.each([
    ['::', 'http://192.168.1.5:3000'],
    ['192.168.1.5', 'http://192.168.1.5:3000'],
    ['fd00::5', 'http://[fd00::5]:3000'],
    ['railbite-box', 'http://railbite-box:3000'],
  ])('names where other devices reach HOST=%s', (host, suggestion) => {
    const [warning] = publicUrlWarnings({ publicUrl: 'http://127.0.0.1:3000', host, port: 3000 }, [
      '192.168.1.5',
    ]);
    expect(warning).toContain(`HOST=${host} also accepts other devices`);
    expect(warning).toContain(`(this machine: ${suggestion})`);
  });

  it('leaves the suggestion out when this machine has no network address', () => {
    const [warning] = publicUrlWarnings(
      { publicUrl: 'http://localhost:3000', host: '0.0.0.0', port: 3000 },
      [],
    );
    expect(warning).toMatch(/Set PUBLIC_URL to the address they use\.$/);
  });

  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1'])(
    'is quiet when HOST=%s keeps other devices out and the ports agree',
    (host) => {
      for (const publicUrl of [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://app.localhost:3000',
      ])
        expect(publicUrlWarnings({ publicUrl, host, port: 3000 }, lan), publicUrl).toEqual([]);
    },
  );

  it('is quiet for a PUBLIC_URL other devices can reach, whatever the port (a proxy or DNS leads there)', () => {
    for (const publicUrl of [
      'https://railbite.example',
      'http://192.168.1.5:3000',
      'http://railbite-box:8080',
    ])
      expect(publicUrlWarnings({ publicUrl, host: '0.0.0.0', port: 3000 }, lan), publicUrl).toEqual([]);
  });

  it('warns when a loopback PUBLIC_URL names another port than PORT', () => {
    expect(
      publicUrlWarnings({ publicUrl: 'http://localhost:3000', host: '127.0.0.1', port: 4000 }, lan),
    ).toEqual([
      'PUBLIC_URL is http://localhost:3000, on port 3000 of this machine, but the server listens on PORT=4000: ' +
        'pages are redirected and payments return to a port it does not answer on (unless a proxy on this ' +
        'machine forwards it).',
    ]);
    const [warning] = publicUrlWarnings(
      { publicUrl: 'https://localhost', host: '127.0.0.1', port: 3000 },
      lan,
    );
    expect(warning).toContain('on port 443 of this machine');
  });

  it('gives both warnings when both are true', () => {
    expect(
      publicUrlWarnings({ publicUrl: 'http://localhost', host: '0.0.0.0', port: 3000 }, lan),
    ).toHaveLength(2);
  });
});
