import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationReview } from '@railbite/contract/admin-applications';
import type { MenuItem } from '@railbite/contract/catalog';
import type { PartnerDish } from '@railbite/contract/partner';
import { adminPaths as paths } from '@railbite/contract/paths/admin';
import { catalogPaths } from '@railbite/contract/paths/catalog';
import { partnerPaths } from '@railbite/contract/paths/partner';
import { createPartnerKit } from '../partners/partner-test-kit.ts';
import type { PartnerKit } from '../partners/partner-test-kit.ts';
import { createApplicationKit } from './application-review-test-kit.ts';

/** A real 1×1 PNG and the start of a JPEG (the upload checks only the magic bytes). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const photoUrl = /^\/images\/photos\/[0-9a-f]{64}\.(png|jpg)$/;

let k: PartnerKit;
let applications: ReturnType<typeof createApplicationKit>;
beforeAll(async () => {
  k = await createPartnerKit();
  applications = createApplicationKit(k.t);
});
afterAll(() => k.t.close());

const reviewOf = (response: LightMyRequestResponse) => response.json<{ data: ApplicationReview }>().data;

async function approve(applicationId: number) {
  const response = await k.post(paths.approveApplication(applicationId), k.admin.headers);
  expect(response.statusCode, response.body).toBe(200);
  return reviewOf(response).restaurantId ?? 0;
}

async function menuOf(restaurantId: number) {
  const response = await k.get(catalogPaths.restaurantItems(restaurantId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MenuItem[] }>().data;
}

describe('approving an application whose dish has a photo', () => {
  it('shows the photo on the customer menu, served with its type; a dish without one keeps its drawing', async () => {
    const { applicationId } = await applications.submitted({ dishName: 'Nalli Nihari' });
    await applications.withDishPhoto(applicationId, { bytes: png, contentType: 'image/png' });
    const menu = await menuOf(await approve(applicationId));

    const [withPhoto, without] = menu;
    expect(withPhoto?.imageUrl).toMatch(photoUrl);
    expect(withPhoto?.imageUrl.endsWith('.png')).toBe(true);
    expect(without?.imageUrl).toBe('/images/dishes/nalli-nihari-half.svg');

    const image = await k.get(withPhoto?.imageUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('serves a JPEG as a JPEG, and the copy outlives the application’s upload', async () => {
    const { applicationId } = await applications.submitted();
    await applications.withDishPhoto(applicationId, { bytes: jpeg, contentType: 'image/jpeg', dishIndex: 1 });
    const [first, second] = await menuOf(await approve(applicationId));
    expect(first?.imageUrl).toMatch(/\.svg$/);
    expect(second?.imageUrl).toMatch(photoUrl);
    await k.t.app.fileStore.delete(`applications/${String(applicationId)}/photo-1`);

    const image = await k.get(second?.imageUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
  });

  it('approved twice, or twice at once: one restaurant with the same photo', async () => {
    const { applicationId } = await applications.submitted();
    await applications.withDishPhoto(applicationId, { bytes: png, contentType: 'image/png' });
    const [first, second] = await Promise.all([approve(applicationId), approve(applicationId)]);
    const again = await approve(applicationId);
    expect(new Set([first, second, again]).size).toBe(1);
    const menu = await menuOf(first);
    expect(menu.filter((item) => photoUrl.test(item.imageUrl))).toHaveLength(1);
    expect((await k.get(menu[0]?.imageUrl ?? '')).statusCode).toBe(200);
  });

  it('goes live with the drawing when the photo’s bytes are lost', async () => {
    const { applicationId } = await applications.submitted({ dishName: 'Lost Kebab' });
    await applications.withDishPhoto(applicationId, { bytes: png, contentType: 'image/png', stored: false });
    const [dish] = await menuOf(await approve(applicationId));
    expect(dish?.imageUrl).toBe('/images/dishes/lost-kebab.svg');
  });

  it('keeps the photo when the partner renames the dish (a drawing follows the name)', async () => {
    const { applicationId, applicant } = await applications.submitted();
    await applications.withDishPhoto(applicationId, { bytes: png, contentType: 'image/png' });
    const restaurantId = await approve(applicationId);
    const [photographed, drawn] = await menuOf(restaurantId);
    for (const dish of [photographed, drawn]) {
      const renamed = await k.post(partnerPaths.updateDish(dish?.menuId ?? 0), applicant.headers, {
        name: `${dish?.itemName ?? ''} Special`,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<{ data: PartnerDish }>().data.name).toMatch(/Special$/);
    }
    const after = await menuOf(restaurantId);
    expect(after[0]?.imageUrl).toBe(photographed?.imageUrl);
    expect(after[1]?.imageUrl).toMatch(/-special\.svg$/);
  });
});

describe('GET /images/photos/:file', () => {
  it('answers 404 for a photo never published and 400 for a name that is not a hash', async () => {
    expect((await k.get(`/images/photos/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await k.get('/images/photos/..%2Fapplications.png')).statusCode).toBe(400);
    expect((await k.get(`/images/photos/${'0'.repeat(64)}.gif`)).statusCode).toBe(400);
  });
});
