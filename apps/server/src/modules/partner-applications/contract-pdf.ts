import PDFDocument from 'pdfkit';
import { applicationContractClauses } from '@railbite/contract/partner-contract-terms';
import type { InfoDraft } from '@railbite/contract/partner-application';
import type { PaymentCycle } from '@railbite/contract/partner-application-rules';

export type SignedContract = {
  applicationId: number;
  info: InfoDraft;
  commissionRate: number;
  paymentCycle: PaymentCycle;
  contractVersion: string;
  signedName: string;
  signedAt: Date;
  signedIp: string;
};

/** The built-in PDF fonts have no rupee sign. */
const pdfText = (text: string) => text.replaceAll('₹', 'Rs. ');

const indiaTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(at)} IST`;

/** The signed contract as a PDF: the same clauses the page showed, and who signed, when and from where. */
export function renderContractPdf(contract: SignedContract): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `RailBite partner contract — ${contract.info.restaurantName}`, Author: 'RailBite' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('RailBite restaurant partner contract');
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(`Contract version ${contract.contractVersion} · Application ${String(contract.applicationId)}`);
  doc.moveDown().fillColor('#000000').fontSize(11);
  const clauses = applicationContractClauses(contract.info, contract);
  clauses.forEach((clause, index) => {
    doc.font('Helvetica-Bold').text(`${String(index + 1)}. ${clause.title}`, { continued: false });
    doc.font('Helvetica').text(pdfText(clause.text)).moveDown(0.6);
  });
  doc.moveDown().font('Helvetica-Bold').text('Signed');
  doc.font('Helvetica').text(`Name: ${contract.signedName}`);
  doc.text(`Time: ${indiaTime(contract.signedAt)} (${contract.signedAt.toISOString()})`);
  doc.text(`From IP address: ${contract.signedIp}`);
  doc.text('Confirmed with a one-time code sent to the partner’s mobile number.');
  doc.end();
  return done;
}
