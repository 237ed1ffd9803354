import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { body } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sahaj${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'uploadFile'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

/** A real PNG over 2 MB (random pixels do not compress). */
export const largePng = () => {
  const side = 1000;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

export const newTherapist = (app: FastifyInstance) =>
  createUserWithToken(app, { userType: 'doctor', status: 'pending', page: 0, password: 'Therapist1pass' });

export async function upload(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const form = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/v1/provider/upload-file',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

export const goodBank = {
  bankName: 'HDFC Bank',
  accountHolderName: 'Test User',
  accountNumber: '50100123456789',
  ifsc: 'hdfc0000123',
  branchName: 'Andheri East',
  country: 'India',
  countryCode: 'IN',
  state: 'Maharashtra',
  stateCode: 'MH',
  city: 'Mumbai',
};

/** Walks all six pages through the API with good values; returns the profile's ids. */
export async function completeWizard(app: FastifyInstance, token: string) {
  const call = async (method: 'PATCH' | 'POST', url: string, payload: unknown) => {
    const res = await app.inject({ method, url, headers: bearer(token), payload: payload as object });
    expect(res.statusCode, res.body).toBe(200);
    return body<{ status: true; data: Record<string, unknown> }>(res).data;
  };
  await call('PATCH', '/api/v1/provider/work-profile/basic-info', {
    name: 'Kavya Menon',
    gender: 'Female',
    dob: '1988-04-12',
    aboutYou: 'I help adults with anxiety.',
    address: { latitude: '22.5726° N', longitude: '88.3639° E' },
  });
  const avatar = await upload(
    app,
    token,
    { type: 'profile_pic' },
    { name: 'me.png', type: 'image/png', bytes: await image(300, 300) },
  );
  expect(avatar.statusCode, avatar.body).toBe(200);
  const degree = await upload(
    app,
    token,
    { type: 'educationalDetails' },
    { name: 'degree.jpg', type: 'image/jpeg', bytes: await image(400, 300, 'jpeg') },
  );
  expect(degree.statusCode, degree.body).toBe(200);
  await call('PATCH', '/api/v1/provider/work-profile/extra-info', {
    educationalDetails: {
      instituteName: 'NIMHANS',
      instituteAddress: 'Bengaluru',
      qualifiction: 'M.Phil Clinical Psychology',
      url: body<{ data: { url: string } }>(degree).data.url,
    },
  });
  const letter = await upload(
    app,
    token,
    { type: 'experienceDetails' },
    { name: 'letter.png', type: 'image/png', bytes: await image(400, 300) },
  );
  await call('PATCH', '/api/v1/provider/work-profile/extra-info', {
    experienceDetails: {
      hospitalName: 'Fortis',
      hospitalAddress: 'Mumbai',
      referencePerson: 'Dr Rao',
      contactNumber: '+91-9876543210',
      url: body<{ data: { url: string } }>(letter).data.url,
    },
  });
  const licence = await call('PATCH', '/api/v1/provider/work-profile/extra-info', {
    medicalLicencesDetails: {
      licenceNumber: 'RCI-12345',
      licenceIssuingInstitution: 'RCI',
      licenceExpiryDate: '2030-01-01',
    },
  });
  const licenceDoc = await upload(
    app,
    token,
    { type: 'medicalLicences', fileId: String(licence._id) },
    { name: 'licence.png', type: 'image/png', bytes: await image(400, 300) },
  );
  expect(licenceDoc.statusCode, licenceDoc.body).toBe(200);
  await call('PATCH', '/api/v1/provider/work-profile', { totalWorkExperiance: '7' });
  const specs = body<{ data: { specialities: Array<{ _id: string; name: string }> } }>(
    await app.inject('/api/v1/public/specialities'),
  ).data.specialities;
  await call('PATCH', '/api/v1/provider/work-profile', {
    professionalTitle: 'Clinical Psychologist',
    specialization: specs.slice(0, 2).map((s) => s._id),
    languagesKnown: ['English', 'hindi'],
  });
  await call('PATCH', '/api/v1/provider/work-profile', {
    timeSlot: [
      { day: 'Monday', startTime: '10:00', endTime: '18:00', addBreak: [{ startTime: '13:00', endTime: '14:00' }] },
      { day: 'Tuesday', startTime: '10:00', endTime: '18:00', addBreak: [] },
    ],
    specialTime: [],
    offDays: [],
    consultationDuration: 60,
  });
  await call('PATCH', '/api/v1/provider/work-profile', { consultationFee: 1500 });
  const done = await call('PATCH', '/api/v1/provider/work-profile', { accountDetails: goodBank });
  return { licenceId: String(licence._id), done };
}
