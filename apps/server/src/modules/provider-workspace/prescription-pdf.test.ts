import { buffer } from 'node:stream/consumers';
import { type Prescription, prescription } from '@sahaj/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { prescriptionPdf } from './prescription-pdf';

const rx = (patientName: string, instructions: string | null): Prescription =>
  prescription.parse({
    _id: 'rx-1',
    patient: { _id: 'p1', name: patientName, age: 34, gender: 'male', phone: '+919876543210' },
    prescriber: {
      _id: 't1',
      name: 'Dr Meera Iyer',
      qualification: 'MBBS, MD (Psychiatry)',
      registrationNumber: 'MMC-2011-04567',
      council: 'Maharashtra Medical Council',
      address: 'Pune',
      phone: null,
      email: null,
    },
    appointmentId: null,
    diagnosis: 'Generalised anxiety disorder',
    diagnosisIsProvisional: false,
    medicines: [
      {
        medicineId: 'm1',
        name: 'Sertraline',
        type: 'Tablet',
        strength: '50 mg',
        dose: '1 tablet',
        frequency: 'Once daily',
        duration: '30 days',
        instructions,
        tpgList: 'O',
      },
    ],
    advice: null,
    revision: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    downloadPath: '/api/v1/provider/prescription/download/rx-1',
  });

async function render(p: Prescription) {
  const bytes = await buffer(prescriptionPdf(p, 'Asia/Kolkata'));
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), raw: bytes.toString('latin1') };
}

describe('prescription PDF in Indian scripts', () => {
  it('draws a Devanagari name and a Tamil instruction in their fonts, the rest in Helvetica', async () => {
    const { text, raw } = await render(rx('राम कुमार शर्मा', 'உணவுக்குப் பின் (after food)'));
    // A reph (र्) is drawn at the end of its syllable, so text extraction reads it there: check the words without one.
    expect(text).toContain('Patient: राम कुमार');
    expect(text).toContain('SERTRALINE (TABLET) 50 MG');
    expect(text).toContain('(after food)');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil-Regular/);
    expect(raw).toContain('/BaseFont /Helvetica');
  });

  it('embeds no Indian font in a prescription written in Latin only', async () => {
    const { text, raw } = await render(rx('Ram Sharma', 'After food'));
    expect(text).toContain('Patient: Ram Sharma');
    expect(raw).not.toContain('NotoSans');
  });
});
