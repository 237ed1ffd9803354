import { type DiagnosisItem, formatDay, MSG, overallUrgency, URGENCY_TEXT } from '@sahaj/contract';
import PDFDocument from 'pdfkit';

export interface SummaryInput {
  day: string;
  age: number;
  sex: 'male' | 'female';
  present: string[];
  absent: string[];
  diagnosis: DiagnosisItem[];
}

/** The saved result (the only thing the symptom checker ever stores): a one-page PDF in the health records. */
export function symptomCheckPdf(input: SummaryInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Symptom check', Author: 'Sahaj' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const level = URGENCY_TEXT[overallUrgency(input.diagnosis)];
    doc.fontSize(18).text('Symptom check');
    doc
      .fontSize(10)
      .fillColor('#444')
      .text(`${formatDay(input.day)} · age ${input.age} · ${input.sex}`);
    doc.moveDown().fillColor('#000').fontSize(13).text(level.title);
    doc.fontSize(10).text(level.advice);
    doc.moveDown().fontSize(12).text('What I reported');
    doc.fontSize(10).text(input.present.join('; ') || '—');
    if (input.absent.length > 0) {
      doc.moveDown(0.5).fontSize(12).text('What I do not have');
      doc.fontSize(10).text(input.absent.join('; '));
    }
    doc.moveDown().fontSize(12).text('What might fit');
    if (input.diagnosis.length === 0) doc.fontSize(10).text('Nothing in our list fitted these answers closely.');
    for (const d of input.diagnosis) {
      doc.fontSize(10).text(`${d.Issue.Ranking}. ${d.Issue.Name} (${d.Issue.Icd}) — fit ${d.Issue.Accuracy}%`);
    }
    doc.moveDown().fontSize(9).fillColor('#444').text(MSG.symptomCheckerNotADiagnosis);
    doc.end();
  });
}
