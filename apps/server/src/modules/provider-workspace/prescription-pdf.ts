import { formatDate, type Prescription } from '@sahaj/contract';
import PDFDocument from 'pdfkit';
import { scriptWriter } from '../../lib/pdf-text';

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

/**
 * A prescription as the Telemedicine Practice Guidelines 2020 (Annexure 2) and the Indian Medical
 * Council regulations lay it out: the prescriber's name, qualification, registration number and
 * council, address and contact; the patient's name, age, sex and contact; the date; the diagnosis
 * or provisional diagnosis; each medicine in CAPITALS with strength, dose, frequency, duration and
 * instructions; and a statement that it was issued after a teleconsultation. Streamed to the reply.
 * Names, the diagnosis, medicines and advice may be in any Indian script (scriptWriter).
 */
export function prescriptionPdf(p: Prescription, zone: string): PDFKit.PDFDocument {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Prescription ${p._id}`, Author: p.prescriber.name, Subject: 'Teleconsultation prescription' },
  });
  const write = scriptWriter(pdf);
  const left = 50;
  const width = pdf.page.width - 100;
  const line = () => {
    pdf.moveDown(0.4);
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    pdf.moveDown(0.6);
  };
  const field = (label: string, value: string) => {
    write(`${label}: `, { font: 'Helvetica-Bold', continued: true });
    write(value);
  };

  // Prescriber
  pdf.fontSize(16).fillColor('#000000');
  write(p.prescriber.name, { font: 'Helvetica-Bold', x: left, y: 50 });
  pdf.fontSize(10).fillColor('#333333');
  write(p.prescriber.qualification);
  write(`Registration No.: ${p.prescriber.registrationNumber} (${p.prescriber.council})`);
  if (p.prescriber.address) write(p.prescriber.address, { width: width / 1.5 });
  const contact = [
    p.prescriber.phone && `Phone: ${p.prescriber.phone}`,
    p.prescriber.email && `E-mail: ${p.prescriber.email}`,
  ]
    .filter(Boolean)
    .join('   ');
  if (contact) pdf.text(contact);
  line();

  // Patient and date
  pdf.fillColor('#000000').fontSize(10);
  field('Date', formatDate(p.createdAt, zone));
  if (p.revision > 1) field('Revised', `${formatDate(p.updatedAt, zone)} (revision ${p.revision})`);
  field('Patient', p.patient.name);
  field('Age', p.patient.age === null ? 'Not given' : `${p.patient.age} years`);
  field('Sex', p.patient.gender ? (GENDER[p.patient.gender] ?? p.patient.gender) : 'Not given');
  field('Contact', p.patient.phone ?? 'Not given');
  line();

  field(p.diagnosisIsProvisional ? 'Provisional diagnosis' : 'Diagnosis', p.diagnosis);
  pdf.moveDown(0.6);

  // Medicines
  pdf.font('Helvetica-Bold').fontSize(14).text('Rx');
  pdf.fontSize(10);
  p.medicines.forEach((m, i) => {
    pdf.moveDown(0.3);
    write(`${i + 1}. ${m.name.toUpperCase()} (${m.type.toUpperCase()}) ${m.strength.toUpperCase()}`, {
      font: 'Helvetica-Bold',
    });
    write(`Dose: ${m.dose}    Frequency: ${m.frequency}    Duration: ${m.duration}`, { x: left + 14 });
    if (m.instructions) write(`Instructions: ${m.instructions}`, { x: left + 14 });
    pdf.x = left;
  });
  if (p.advice) {
    pdf.moveDown(0.6);
    field('Advice', p.advice);
  }
  line();

  pdf.font('Helvetica-Oblique').fontSize(9).fillColor('#333333');
  pdf.text(
    'This prescription was issued after a teleconsultation, in accordance with the Telemedicine Practice Guidelines, 2020 (Board of Governors in supersession of the Medical Council of India).',
    { width },
  );
  pdf.moveDown(1.5);
  pdf.font('Helvetica').fontSize(10).fillColor('#000000');
  write(p.prescriber.name, { width, align: 'right' });
  pdf.text(`Reg. No. ${p.prescriber.registrationNumber}`, { width, align: 'right' });
  pdf.text('Issued electronically', { width, align: 'right' });
  pdf.end();
  return pdf;
}
