import { readdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFileMaxBytes } from '@railbite/contract/partner-application-rules';
import { partnerApplicationPaths as paths } from '@railbite/contract/paths/partner-application';
import { registerCustomer } from '../../testing/customer.ts';
import { s3ConfigFor, startFakeS3 } from '../../testing/fake-s3.ts';
import { staffAccount } from '../../testing/staff.ts';
import { createApplicationKit, errorOf, sampleBytes } from './application-test-kit.ts';
import type { ApplicationKit } from './application-test-kit.ts';

/** Each store the server can be configured with (FILE_STORE), and how many files it holds. */
const stores = [
  {
    name: 'local disk',
    async open() {
      const dir = path.join(tmpdir(), 'railbite-test-files', randomUUID());
      const count = async () =>
        (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) =>
          entry.isFile(),
        ).length;
      return { files: { store: 'local' as const, dir }, count, close: async () => {} };
    },
  },
  {
    name: 'an S3-compatible bucket (local fake)',
    async open() {
      const fake = await startFakeS3();
      return {
        files: { store: 's3' as const, s3: s3ConfigFor(fake) },
        count: async () => Promise.resolve(fake.objects.size),
        close: () => fake.close(),
      };
    },
  },
];

describe.each(stores)('files kept on $name', (store) => {
  let k: ApplicationKit;
  let stored: () => Promise<number>;
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const opened = await store.open();
    stored = opened.count;
    closeStore = opened.close;
    k = await createApplicationKit({ files: opened.files });
  });
  afterAll(async () => {
    await k.t.close();
    await closeStore();
  });

  describe('uploads', () => {
    it('keeps a PDF, JPEG or PNG by its bytes and lists it on the application', async () => {
      const who = await k.applicant();
      const before = await stored();
      for (const [bytes, type] of [
        [sampleBytes.pdf, 'application/pdf'],
        [sampleBytes.jpeg, 'image/jpeg'],
        [sampleBytes.png, 'image/png'],
      ] as const) {
        // Named .txt and sent as octet-stream: the bytes decide.
        const response = await k.upload(who, 'pan_card', bytes, 'scan.txt');
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json<{ data: { contentType: string } }>().data.contentType).toBe(type);
      }
      expect(k.applicationOf(await k.inject('GET', paths.application, who.headers)).files).toHaveLength(3);
      expect(await stored()).toBe(before + 3);
    });

    it('refuses HTML named .pdf and sent as application/pdf, an empty file, and a PDF as a dish photo', async () => {
      const who = await k.applicant();
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const disguised = await k.upload(who, 'fssai_certificate', html, 'licence.pdf', 'application/pdf');
      expect(disguised.statusCode).toBe(415);
      expect(errorOf(disguised).message).toBe('Upload a PDF, JPEG or PNG file.');
      expect((await k.upload(who, 'pan_card', Buffer.alloc(0))).statusCode).toBe(400);
      const photo = await k.upload(who, 'dish_photo', sampleBytes.pdf, 'thali.pdf');
      expect(photo.statusCode).toBe(415);
    });

    it('refuses a file over 5 MB (413) and a type not offered (415)', async () => {
      const who = await k.applicant();
      const big = Buffer.concat([sampleBytes.pdf, Buffer.alloc(applicationFileMaxBytes)]);
      expect((await k.upload(who, 'pan_card', big)).statusCode).toBe(413);
      const exact = Buffer.concat([
        sampleBytes.pdf,
        Buffer.alloc(applicationFileMaxBytes - sampleBytes.pdf.length),
      ]);
      expect((await k.upload(who, 'pan_card', exact)).statusCode).toBe(201);
      expect((await k.upload(who, 'pan_card', sampleBytes.pdf, 'a.pdf', 'text/html')).statusCode).toBe(415);
    });

    it('needs an application first (404) and a known kind (400)', async () => {
      const who = await registerCustomer(k.t.app, 'Ravi');
      expect((await k.upload(who, 'pan_card')).statusCode).toBe(404);
      const applicant = await k.applicant();
      expect((await k.upload(applicant, 'selfie' as 'pan_card')).statusCode).toBe(400);
    });
  });

  describe('downloads', () => {
    it('are attachments with the checked type and nosniff, for the applicant and admins only', async () => {
      const who = await k.applicant();
      const fileId = await k.uploaded(who, 'bank_proof', sampleBytes.png);
      const own = await k.inject('GET', paths.file(fileId), who.headers);
      expect(own.statusCode).toBe(200);
      expect(own.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(own.headers['content-disposition']).toMatch(/^attachment; filename="licence.pdf"/);
      expect(own.rawPayload.equals(sampleBytes.png)).toBe(true);

      const other = await k.applicant();
      expect((await k.inject('GET', paths.file(fileId), other.headers)).statusCode).toBe(404);
      const partner = await staffAccount(k.t, 'partner');
      expect((await k.inject('GET', paths.file(fileId), partner.headers)).statusCode).toBe(404);
      const admin = await staffAccount(k.t, 'admin');
      expect((await k.inject('GET', paths.file(fileId), admin.headers)).statusCode).toBe(200);
      expect((await k.inject('GET', paths.file(fileId))).statusCode).toBe(401);
      expect((await k.inject('GET', paths.file(999_999), admin.headers)).statusCode).toBe(404);
    });
  });
});
