import { contentPage } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp } from '../../test/test-app';

describe('static content pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const read = async (path: string) => {
    const res = await app.inject(`/api/v1/public/${path}`);
    expect(res.statusCode).toBe(200);
    const reply = body<{ status: boolean; data: unknown }>(res);
    expect(reply.status).toBe(true);
    return { page: contentPage.parse(reply.data), res };
  };
  const text = (p: ReturnType<typeof contentPage.parse>) =>
    p.blocks.flatMap((b) => [b.heading, b.title, b.description, ...(b.bullets ?? [])]).join('\n');

  it('serves the privacy policy without a session, with the DPDP rights, the grievance officer and retention', async () => {
    const { page, res } = await read('privacy-policy');
    expect(page).toMatchObject({ slug: 'privacy-policy', heading: 'Privacy policy' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const all = text(page);
    expect(all).toContain('Digital Personal Data Protection Act, 2023');
    expect(page.blocks.map((b) => b.heading)).toEqual(
      expect.arrayContaining(['Your rights under the DPDP Act 2023', 'Grievance Officer', 'How long we keep it']),
    );
    expect(all).toMatch(/Sahaj is not an emergency/);
    expect(all).toContain('14416');
    // It names the data the app now holds and the rights a person can use themselves in Settings
    // (the section titles of the account page).
    expect(all).toMatch(/Health records you keep in Sahaj/);
    expect(all).toMatch(/Family members you add/);
    expect(all).toContain('Settings, Download your data');
    expect(all).toContain('Settings, Delete your account');
  });

  it('serves the confidentiality agreement without a session: therapist-patient confidentiality, its limits, emergencies', async () => {
    const { page } = await read('confidentiality-agreement');
    expect(page.slug).toBe('confidentiality-agreement');
    const all = text(page);
    expect(all).toContain('confidential between you and your therapist');
    expect(all).toContain('When confidentiality has limits');
    expect(all).toContain('Tele-MANAS on 14416');
    expect(page.blocks.some((b) => b.bullets && b.bullets.length > 1)).toBe(true);
  });

  it('ignores a session token it does not need and answers 404 for documents it does not hold', async () => {
    const withBadToken = await app.inject({
      url: '/api/v1/public/privacy-policy',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(withBadToken.statusCode).toBe(200);
    const missing = await app.inject('/api/v1/public/cookie-policy');
    expect(missing.statusCode).toBe(404);
  });
});
