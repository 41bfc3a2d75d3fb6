import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationQueueItem, ApplicationReview } from '@railbite/contract/admin-applications';
import { clearSession, saveCredential } from '@/lib/session';
import { deferredResponse, findToast, jsonResponse } from '@/testing/partner-fixtures';
import { stubFetch } from '@/testing/stub-fetch';
import type { SentRequest } from '@/testing/stub-fetch';
import { ApplicationReviewConsole } from './application-review';

const queued: ApplicationQueueItem = {
  applicationId: 5,
  status: 'submitted',
  restaurantName: 'Nizami Handi',
  ownerName: 'Asha Verma',
  city: 'New Delhi',
  stationCode: 'NDLS',
  submittedAt: '2026-11-28T10:00:00.000Z',
  reviewedAt: null,
  restaurantId: null,
};

const review: ApplicationReview = {
  applicationId: 5,
  status: 'submitted',
  applicant: { userId: 9, name: 'Asha', mobile: '9876543210' },
  info: {
    ownerName: 'Asha Verma',
    restaurantName: 'Nizami Handi',
    email: 'asha@example.com',
    mobile: '9876543210',
    whatsappOption: 'same',
    differentWhatsapp: null,
    outlet: {
      completeAddress: '14 Chitragupta Road',
      area: 'Paharganj',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110055',
      landmark: null,
      latitude: 28.64,
      longitude: 77.22,
      placeId: null,
    },
    stationCode: 'NDLS',
    deliveryCities: ['New Delhi'],
    cuisineIds: [2],
    costForTwo: 400,
    minimumOrder: 99,
    isPureVeg: false,
    timingOption: 'same',
    workingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    slot: { openTime: '11:00', closeTime: '01:00' },
    daySlots: {},
  },
  documents: {
    businessPan: 'AAPFU0939F',
    gstStatus: 'registered',
    gstin: '27AAPFU0939F1ZV',
    gstDeclaration: false,
    fssaiStatus: 'licensed',
    fssaiNumber: '10012345678901',
    fssaiExpiry: '2030-06-30',
    fssaiApplicationNumber: null,
    bankAccountHolder: 'Asha Verma',
    bankIfsc: 'HDFC0001234',
    bankAccount: '123456789012',
    bankAccountConfirm: '123456789013',
    fssaiCertificateFileId: 30,
    panCardFileId: 31,
    bankProofFileId: 32,
  },
  menu: {
    categories: [
      {
        id: 'c1',
        name: 'Mains',
        dishes: [
          {
            id: 'd1',
            name: 'Nalli Nihari',
            description: '',
            price: 240,
            mealCategory: 'Non Veg',
            isBestseller: true,
            isAvailable: true,
            photoFileId: null,
          },
          {
            id: 'd2',
            name: 'Sheermal',
            description: '',
            price: 60,
            mealCategory: 'Veg',
            isBestseller: false,
            isAvailable: true,
            photoFileId: 34,
          },
        ],
      },
    ],
  },
  contract: null,
  files: [
    {
      fileId: 31,
      kind: 'pan_card',
      fileName: 'pan.pdf',
      contentType: 'application/pdf',
      byteSize: 2048,
      uploadedAt: '2026-11-28T09:00:00.000Z',
      downloadUrl: '/api/partner-application/files/31',
    },
  ],
  checks: [
    { key: 'pan', label: 'Business PAN', passed: true, detail: 'A valid PAN' },
    { key: 'bank_account', label: 'Bank account', passed: false, detail: 'The confirmation does not match' },
  ],
  review: null,
  restaurantId: null,
  submittedAt: '2026-11-28T10:00:00.000Z',
};

type Sent = SentRequest;

function fakeApi(application: ApplicationReview = review) {
  const api = { sent: [] as Sent[], answer: (_sent: Sent) => jsonResponse(500, {}) };
  api.sent = stubFetch((sent) => {
    if (sent.url === '/api/admin/partner-applications?status=submitted')
      return jsonResponse(200, { success: true, data: [queued] });
    if (sent.url.startsWith('/api/admin/partner-applications?status='))
      return jsonResponse(200, { success: true, data: [] });
    if (sent.url === '/api/admin/partner-applications/5')
      return jsonResponse(200, { success: true, data: application });
    return api.answer(sent);
  });
  return api;
}

let client: QueryClient;
function renderConsole() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<ApplicationReviewConsole />, { wrapper });
}

beforeEach(() => {
  saveCredential({ token: 't', roleType: 'admin' });
});
afterEach(() => {
  cleanup();
  client.clear();
  clearSession();
  vi.unstubAllGlobals();
});

/** Each term of a description list with its value, as the reviewer reads them. */
function factsOf(list: HTMLElement) {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent ?? '',
  ]);
}

async function openApplication() {
  await userEvent.click(await screen.findByRole('button', { name: /Nizami Handi/ }));
  return screen.findByRole('article', { name: 'Nizami Handi' });
}

describe('application review', () => {
  it('lists submitted applications, opens one with its checks and files; other tabs are empty', async () => {
    fakeApi();
    renderConsole();
    const article = await openApplication();
    expect(within(article).getByText('1 of 2 checks failed.')).toBeTruthy();
    expect(within(article).getByText('The confirmation does not match')).toBeTruthy();
    expect(within(article).getByRole('button', { name: /PAN card: pan.pdf/ })).toBeTruthy();
    expect(within(article).getByText(/Nalli Nihari · Non Veg/)).toBeTruthy();
    expect(within(article).getByText('11:00–01:00 (closes after midnight), every day')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No applications here.')).toBeTruthy();
  });

  it('shows the numbers the applicant gave beside the checks and files, the account number whole', async () => {
    fakeApi();
    renderConsole();
    const article = await openApplication();
    const section = within(article).getByRole('region', { name: 'Documents and checks' });
    expect(factsOf(within(section).getByLabelText('Numbers the applicant gave'))).toEqual([
      ['Business PAN', 'AAPFU0939F'],
      ['GSTIN', '27AAPFU0939F1ZV'],
      ['FSSAI licence', '10012345678901, valid until 30 Jun 2030'],
      ['Account holder', 'Asha Verma'],
      ['Account number', '123456789012'],
      ['IFSC', 'HDFC0001234'],
    ]);
    expect(within(section).getByRole('list', { name: 'Document checks' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: /PAN card: pan.pdf/ })).toBeTruthy();
  });

  it('lists the menu, marking the dishes that come with a photo', async () => {
    fakeApi();
    renderConsole();
    const article = await openApplication();
    expect(within(article).getByText('Nalli Nihari · Non Veg · ₹240 · Bestseller')).toBeTruthy();
    expect(within(article).getByText('Sheermal · Veg · ₹60 · With photo')).toBeTruthy();
  });

  it('shows an unregistered GST and a licence applied for as such', async () => {
    const documents = review.documents;
    if (!documents) throw new Error('the fixture has documents');
    fakeApi({
      ...review,
      documents: {
        ...documents,
        gstStatus: 'not_registered',
        gstin: null,
        gstDeclaration: true,
        fssaiStatus: 'applied',
        fssaiNumber: null,
        fssaiExpiry: null,
        fssaiApplicationNumber: '20261128ABC',
        fssaiCertificateFileId: null,
      },
    });
    renderConsole();
    const article = await openApplication();
    expect(factsOf(within(article).getByLabelText('Numbers the applicant gave')).slice(1, 3)).toEqual([
      ['GSTIN', 'Not registered (declared below the GST threshold)'],
      ['FSSAI application', '20261128ABC'],
    ]);
  });

  it('approves once confirmed: pending until the server answers, then the status says approved', async () => {
    const api = fakeApi();
    const answer = deferredResponse();
    api.answer = () => answer.promise;
    renderConsole();
    const article = await openApplication();
    // Asked once more: approval cannot be taken back. Approve again closes the question.
    const sentBefore = api.sent.length;
    await userEvent.click(within(article).getByRole('button', { name: 'Approve' }));
    const confirm = within(article).getByRole('form', { name: 'Approve application' });
    expect(within(confirm).getByText(/goes live at once/)).toBeTruthy();
    await userEvent.click(within(article).getByRole('button', { name: 'Approve' }));
    expect(within(article).queryByRole('form', { name: 'Approve application' })).toBeNull();
    expect(api.sent.length).toBe(sentBefore);
    await userEvent.click(within(article).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(article).getByRole('button', { name: 'Approve and go live' }));
    expect(within(article).getByRole<HTMLButtonElement>('button', { name: /Approving/ }).disabled).toBe(true);
    expect(api.sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/admin/partner-applications/5/approve',
      body: {},
    });
    answer.resolve(
      new Response(
        JSON.stringify({ success: true, data: { ...review, status: 'approved', restaurantId: 77 } }),
      ),
    );
    expect(await findToast('Nizami Handi is live: customers can find it and order now.')).toBeTruthy();
    expect(within(article).getByText(/Approved · Restaurant #77/)).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Approve and go live' })).toBeNull();
  });

  it('requests changes with a step and a note, refusing an empty note first', async () => {
    const api = fakeApi();
    api.answer = () =>
      jsonResponse(200, {
        success: true,
        data: {
          ...review,
          status: 'changes_requested',
          review: { step: 'menu', note: 'Add prices', reviewedAt: '2026-11-28T11:00:00.000Z' },
        },
      });
    renderConsole();
    const article = await openApplication();
    await userEvent.click(within(article).getByRole('button', { name: 'Request changes' }));
    const form = within(article).getByRole('form', { name: 'Request changes' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(await within(form).findByText('Write what the applicant should change')).toBeTruthy();
    await userEvent.selectOptions(within(form).getByLabelText('Step to fix'), 'menu');
    await userEvent.type(within(form).getByLabelText('Note the applicant sees on that step'), 'Add prices');
    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(await findToast('Sent back to the applicant with your note.')).toBeTruthy();
    expect(api.sent.filter((sent) => sent.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/partner-applications/5/request-changes',
        body: { step: 'menu', note: 'Add prices' },
      },
    ]);
  });
});
