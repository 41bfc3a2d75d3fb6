import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitingForApp } from './support/test';
import { loggedInCustomer } from './support/cart';
import { logInThroughUi, registeredThroughApi } from './support/customers';
import type { Customer } from './support/customers';
import { saveAddress } from './support/orders';
import { apiLogin } from './support/partner';

// Issue 19 "Review and going live" (ADR 035): an applicant's submitted application is approved by
// support on a desktop console; at once a customer finds the new restaurant by search and orders from
// it, and the new partner accepts the order on their console. Three people, three browser contexts.
// The applicant logged in before the approval and does not log in again: the status page and the
// console read the account's new role from the server (ADR 037).

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Project = keyof typeof viewports;
const demoAdmin = { phone: '9876500002', password: 'admin12345' } as const;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A real 2×2 PNG: the dish's photo, which the customer menu must show once it is live. */
const dishPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4EaABRAwQCgAljgUBqTNxyAAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only: restaurant and dish names must read as names. */
function uniqueWord(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function openPage(
  browser: Browser,
  project: Project,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports[project] });
  return { context, page: waitingForApp(await context.newPage()) };
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { data: Record<string, unknown> };
}

/**
 * The applicant fills the application through the API (the onboarding journey tests its pages) and
 * signs it with the code texted to them, which submits it. The kitchen sits by the test address in
 * Paharganj and is open all day, so the order goes through at any hour.
 */
async function submittedApplication(request: APIRequestContext, names: { restaurant: string; dish: string }) {
  const applicant: Customer = await registeredThroughApi({ request });
  const token = await apiLogin(request, applicant.mobile, applicant.password);
  const headers = auth(token);
  await ok(await request.post('/api/partner-application', { headers }), 'start');
  const cuisines = (await (await request.get('/api/external/get-cuisines-category')).json()) as {
    data: { category_id: number }[];
  };
  await ok(
    await request.put('/api/partner-application/steps/info', {
      headers,
      data: {
        ownerName: 'Meena Gupta',
        restaurantName: names.restaurant,
        email: applicant.email,
        mobile: applicant.mobile,
        whatsappOption: 'same',
        differentWhatsapp: null,
        outlet: {
          completeAddress: '22 Arakashan Road',
          area: 'Paharganj',
          city: 'New Delhi',
          state: 'Delhi',
          pincode: '110055',
          landmark: null,
          latitude: 28.6432,
          longitude: 77.2196,
          placeId: null,
        },
        stationCode: 'NDLS',
        deliveryCities: ['New Delhi'],
        cuisineIds: [cuisines.data[0]?.category_id ?? 1],
        costForTwo: 300,
        minimumOrder: 99,
        isPureVeg: false,
        timingOption: 'same',
        workingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        slot: { openTime: '00:00', closeTime: '23:59' },
        daySlots: {},
      },
    }),
    'info',
  );
  const upload = async (kind: string, bytes = pdf, name = `${kind}.pdf`) => {
    const response = await request.post(`/api/partner-application/files?kind=${kind}&name=${name}`, {
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      data: bytes,
    });
    return (await ok(response, kind)).data.fileId as number;
  };
  const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  await ok(
    await request.put('/api/partner-application/steps/documents', {
      headers,
      data: {
        businessPan: 'AAPFU0939F',
        gstStatus: 'registered',
        gstin: '27AAPFU0939F1ZV',
        gstDeclaration: false,
        fssaiStatus: 'licensed',
        fssaiNumber: '10019022009876',
        fssaiExpiry: expiry,
        fssaiApplicationNumber: null,
        bankAccountHolder: 'Meena Gupta',
        bankIfsc: 'HDFC0001234',
        bankAccount: '123456789012',
        bankAccountConfirm: '123456789012',
        fssaiCertificateFileId: await upload('fssai_certificate'),
        panCardFileId: await upload('pan_card'),
        bankProofFileId: await upload('bank_proof'),
      },
    }),
    'documents',
  );
  await ok(
    await request.put('/api/partner-application/steps/menu', {
      headers,
      data: {
        categories: [
          {
            id: 'c1',
            name: 'Mains',
            dishes: [
              {
                id: 'd1',
                name: names.dish,
                description: 'Slow-cooked overnight',
                price: 260,
                mealCategory: 'Non Veg',
                isBestseller: true,
                isAvailable: true,
                photoFileId: await upload('dish_photo', dishPhoto, 'nihari.png'),
              },
            ],
          },
        ],
      },
    }),
    'menu',
  );
  const terms = { commissionRate: 20, paymentCycle: 'weekly' };
  await ok(await request.post('/api/partner-application/contract/otp', { headers, data: terms }), 'code');
  // The development outbox shows what would have gone by SMS.
  const outbox = await (await request.get(`/dev/sms-outbox?phone=${applicant.mobile}`)).text();
  const code = /(\d{6}) is your RailBite code to sign/.exec(outbox)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await ok(
    await request.post('/api/partner-application/contract/sign', {
      headers,
      data: {
        ...terms,
        agreements: { terms: true, commission: true, policies: true, data: true },
        fullName: 'Meena Gupta',
        otp: code,
      },
    }),
    'sign',
  );
  return applicant;
}

test('support approves an application; a customer finds the new restaurant and orders; its partner accepts', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const project: Project = testInfo.project.name === 'phone' ? 'phone' : 'desktop';
  const word = uniqueWord();
  const names = { restaurant: `Rasoi ${word}`, dish: `Nihari ${word}` };
  const applicant = await submittedApplication(request, names);

  // The applicant logs in as what they are today, a customer, and sees the application under review.
  const { context: partnerContext, page: partner } = await openPage(browser, project);
  await logInThroughUi(partner, applicant.mobile, applicant.password);
  await expect(partner).toHaveURL('/');
  await partner.goto('/partner-application');
  await expect(partner.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();

  // Support reviews on a desktop console, whatever the project's viewport.
  const { context: adminContext, page: admin } = await openPage(browser, 'desktop');
  await logInThroughUi(admin, demoAdmin.phone, demoAdmin.password);
  await expect(admin).toHaveURL('/');
  await admin.goto('/admin');
  await admin.getByRole('button', { name: new RegExp(names.restaurant) }).click();
  const application = admin.getByRole('article', { name: names.restaurant });
  await expect(application.getByText('Every check passed.')).toBeVisible();
  await expect(application.getByRole('button', { name: /^PAN card: pan_card\.pdf/ })).toBeVisible();
  // The numbers typed in the documents step, to compare with the files.
  const numbers = application.getByLabel('Numbers the applicant gave');
  await expect(numbers.getByText('AAPFU0939F', { exact: true })).toBeVisible();
  await expect(numbers.getByText('123456789012', { exact: true })).toBeVisible();
  await application.getByRole('button', { name: 'Approve', exact: true }).click();
  await application.getByRole('form', { name: 'Approve application' }).screenshot({
    path: testInfo.outputPath(`approve-confirm-${project}.png`),
  });
  await application.getByRole('button', { name: 'Approve and go live' }).click();
  await expect(application.getByText(/^Approved · Restaurant #\d+/)).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath(`approved-admin-${project}.png`), fullPage: true });

  // A customer finds it by search straight away and orders its dish.
  const { context: customerContext, page: customer } = await openPage(browser, project);
  const token = await loggedInCustomer(customer);
  await saveAddress(customer, token);
  await customer.goto('/');
  await customer.getByRole('button', { name: 'Search for restaurants, cuisines or dishes' }).click();
  const overlay = customer.getByRole('dialog', { name: 'Search RailBite' });
  await overlay.getByRole('searchbox').fill(names.dish);
  await overlay
    .getByRole('region', { name: 'Restaurants' })
    .getByRole('link', { name: new RegExp(names.restaurant) })
    .click();
  await expect(customer).toHaveURL(/\/foods\/item-card\/\d+$/);
  // The dish shows the photo uploaded with the application, loaded from our own origin.
  const photo = customer.locator('img[src^="/images/photos/"]');
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  await customer.screenshot({ path: testInfo.outputPath(`menu-photo-${project}.png`) });
  await customer.getByRole('button', { name: `Add ${names.dish} to cart` }).click();
  await customer.getByRole('link', { name: 'VIEW CART' }).click();
  await expect(customer.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await customer.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(customer).toHaveURL(/\/pay\/sandbox\/SBX/);
  await customer.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(customer).toHaveURL(/\/order-status\/ORD/);
  const orderId = /\/order-status\/(ORD[\w-]+)/.exec(customer.url())?.[1] ?? '';

  // The applicant, now its partner, sees the approval on the status page and opens the console with
  // the same login, and accepts the order there.
  await partner.reload();
  await expect(partner.getByRole('heading', { level: 1, name: 'Approved' })).toBeVisible();
  await partner.getByRole('link', { name: 'Open the partner console' }).click();
  await expect(partner).toHaveURL('/partner');
  await expect(partner.getByRole('heading', { level: 1, name: new RegExp(names.restaurant) })).toBeVisible();
  const card = partner.getByRole('article', { name: new RegExp(`^Order #${orderId.slice(-6)} from`) });
  await card.getByRole('button', { name: 'Accept' }).click();
  const accept = partner.getByRole('dialog', { name: 'Accept this order' });
  await accept.getByLabel('Preparation time (minutes)').fill('20');
  await accept.getByRole('button', { name: 'Accept order' }).click();
  await expect(accept).toBeHidden();
  await customer.getByRole('link', { name: 'Track Order' }).click();
  await expect(customer.getByText('Preparing (current)')).toBeVisible();
  await partner.screenshot({ path: testInfo.outputPath(`accepted-partner-${project}.png`), fullPage: true });

  await Promise.all([adminContext.close(), customerContext.close(), partnerContext.close()]);
});
