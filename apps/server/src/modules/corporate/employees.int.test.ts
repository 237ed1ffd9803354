import { MSG } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, freeSlots, holdSlot, newPatient } from '../booking/test-helpers';
import { image, multipart } from '../therapist-profile/test-helpers';
import { api, enrol, lastInviteToken, newAdmin, newCompany, newPlan, subscribe } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('employees', () => {
  it('invites, lists pending then accepted (pages of 10), blocks and unblocks with the spec’s words', async () => {
    const company = await newCompany(app, 'Invite Co');
    const bad = await api(app, 'POST', '/companies/employee/invite', company.token, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    const pia = await newPatient(app, 'Pia');
    const sent = await api(app, 'POST', '/companies/employee/invite', company.token, { email: pia.email });
    expect(sent.body.data.message).toBe(MSG.inviteSent);
    const pending = await api(app, 'GET', `/companies/${company.id}/employeeList/0?page=0&limit=10`, company.token);
    expect(pending.body.data).toMatchObject({
      count: 1,
      data: [{ email: pia.email, status: 'pending', fullName: null }],
    });

    // The invite page shows the company; accepting needs the invited address.
    const token = await lastInviteToken(app, pia.email!);
    const preview = await api(app, 'GET', `/patient/company/invite/${token}`, pia.token);
    expect(preview.body.data).toMatchObject({ companyName: 'Invite Co', email: pia.email, status: 'pending' });
    const accepted = await api(app, 'POST', '/patient/company/invite/accept', pia.token, { token });
    expect(accepted.body.data.membership).toMatchObject({ shareUsage: false, status: 'active', canUseCredits: true });
    const tabs = await Promise.all(
      [0, 1].map((t) => api(app, 'GET', `/companies/${company.id}/employeeList/${t}`, company.token)),
    );
    expect(tabs.map((t) => t.body.data.count)).toEqual([0, 1]);
    const employee = tabs[1]!.body.data.data[0];
    expect(employee).toMatchObject({ fullName: 'Pia Patient', totalAppointmentsTaken: null, creditsUsed: null });

    const blocked = await api(
      app,
      'PATCH',
      `/companies/${company.id}/employee/${employee._id}/blockemployee`,
      company.token,
    );
    expect(blocked.body.data.message).toBe('Successfully blocked from emloyess list');
    expect((await api(app, 'GET', `/companies/employeeList/${employee._id}`, company.token)).body.data.status).toBe(
      'blocked',
    );
    const unblocked = await api(
      app,
      'PATCH',
      `/companies/${company.id}/employee/${employee._id}/unblockemployee`,
      company.token,
    );
    expect(unblocked.body.data.message).toBe('Unblocked the employee');

    // Inviting an employee again is refused; a bad tab is a 400.
    expect((await api(app, 'POST', '/companies/employee/invite', company.token, { email: pia.email })).status).toBe(
      409,
    );
    expect((await api(app, 'GET', `/companies/${company.id}/employeeList/2`, company.token)).status).toBe(400);

    // Leaving keeps the account; the company no longer lists them.
    expect((await api(app, 'PATCH', '/patient/company/leave', pia.token)).status).toBe(200);
    expect((await api(app, 'GET', `/companies/${company.id}/employeeList/1`, company.token)).body.data.count).toBe(0);
    expect((await api(app, 'GET', '/patient/company', pia.token)).body.data.membership).toBeNull();
  });

  it("answers 'Failed to send an invite' when the e-mail cannot be sent, and keeps no invite nobody received", async () => {
    const company = await newCompany(app, 'Mailless Co');
    const spy = vi.spyOn(app.ctx.mail, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await api(app, 'POST', '/companies/employee/invite', company.token, { email: 'lost@example.com' });
    spy.mockRestore();
    expect(res.status).toBe(502);
    expect(res.body.data.message).toBe('Failed to send an invite');
    expect((await api(app, 'GET', `/companies/${company.id}/employeeList/0`, company.token)).body.data.count).toBe(0);
  });

  it('a CSV roster is all or nothing, with a per-row report naming bad rows', async () => {
    const company = await newCompany(app, 'Roster Co');
    const badCsv = 'name,email\nAsha,asha@example.com\nRavi,ravi-at-example\nAsha again,ASHA@example.com\n';
    const refused = await api(app, 'POST', '/companies/employee/invite-roster', company.token, { csv: badCsv });
    expect(refused.status).toBe(400);
    expect(refused.body.data.message).toBe(MSG.rosterHasErrors);
    expect(refused.body.data.rows.filter((r: { ok: boolean }) => !r.ok)).toEqual([
      { row: 3, email: 'ravi-at-example', ok: false, message: MSG.rosterBadEmail },
      { row: 4, email: 'asha@example.com', ok: false, message: MSG.rosterDuplicate },
    ]);
    expect((await api(app, 'GET', `/companies/${company.id}/employeeList/0`, company.token)).body.data.count).toBe(0);

    const good = 'email\nasha@example.com\n"ravi@example.com"\n\nmeena@example.com\n';
    const done = await api(app, 'POST', '/companies/employee/invite-roster', company.token, { csv: good });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ invited: 3, alreadyInvited: 0 });
    const again = await api(app, 'POST', '/companies/employee/invite-roster', company.token, { csv: good });
    expect(again.body.data).toMatchObject({ invited: 0, alreadyInvited: 3 });
    const list = await api(app, 'GET', `/companies/${company.id}/employeeList/0?limit=10`, company.token);
    expect(list.body.data.count).toBe(3);
  });

  it('a blocked employee keeps their account but cannot spend company credits', async () => {
    const admin = await newAdmin(app);
    const planId = await newPlan(app, admin.token, { credits: 5000 });
    const company = await newCompany(app, 'Block Co');
    await subscribe(app, company, planId);
    const therapist = await approvedTherapist(app, { feeMinor: 500_00 });
    await api(app, 'PATCH', `/companies/${company.id}/providers/${therapist.id}/addprovidertocompany`, company.token);
    const pia = await newPatient(app, 'Pia');
    const memberId = await enrol(app, company, pia);
    await api(app, 'PATCH', `/companies/${company.id}/employee/${memberId}/blockemployee`, company.token);
    const price = await api(app, 'GET', `/companies/providers/${therapist.id}/providerPriceDetail`, pia.token);
    expect(price.body.data).toMatchObject({ canBook: false, reason: MSG.employeeIsBlocked });
    const [slot] = await freeSlots(app, pia.token, therapist.id);
    const hold = await holdSlot(app, pia.token, therapist.id, slot!);
    const scheduleId = JSON.parse(hold.body).data._id as string;
    const buy = await api(app, 'POST', `/companies/${company.id}/patient/${pia.id}/buypatientconsultation`, pia.token, {
      scheduleId,
    });
    expect(buy.status).toBe(403);
    expect(buy.body.data.message).toBe(MSG.employeeIsBlocked);
    // Their own hold is still theirs to pay personally.
    expect((await api(app, 'GET', `/patient/schedule-details/${scheduleId}`, pia.token)).status).toBe(200);
    expect((await api(app, 'GET', '/patient/company', pia.token)).body.data.membership).toMatchObject({
      status: 'blocked',
      canUseCredits: false,
    });
  });
});

describe('company profile and surveys', () => {
  it("edits the profile with the spec's messages, and takes a logo checked by its bytes", async () => {
    const company = await newCompany(app, 'Profile Co');
    const empty = await api(app, 'PATCH', '/companies/mycompanyprofile/update', company.token, {
      role: '',
      email: 'hr@profile.example',
      companyName: 'Profile Co',
      companyAddress: 'Pune',
      companyCategory: { categoryName: 'Healthcare' },
      companySize: '11-50',
      companyWebsite: 'https://profile.example',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.message).toBe('Role is required');
    const saved = await api(app, 'PATCH', '/companies/mycompanyprofile/update', company.token, {
      role: 'CHRO',
      email: 'hr@profile.example',
      companyName: 'Profile Co Renamed',
      companyAddress: 'Pune',
      companyCategory: { categoryName: 'Healthcare' },
      companySize: '11-50',
      companyWebsite: 'https://profile.example',
      gstin: '27aapfu0939f1zv',
      billingAddress: '1 Main Road, Pune 411001',
    });
    expect(saved.body.data.message).toBe('Successfully Saved Changes');
    expect(saved.body.data.profile).toMatchObject({
      companyName: 'Profile Co Renamed',
      gstin: '27AAPFU0939F1ZV',
      profileCreatorRole: 'CHRO',
    });

    const upload = async (bytes: Buffer, type: string) => {
      const form = multipart({}, { name: 'logo', type, bytes, field: 'files' });
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/v1/companies/${company.id}/upload/file`,
        headers: { ...bearer(company.token), ...form.headers },
        payload: form.payload,
      });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const notImage = await upload(Buffer.from('<html>not a logo</html>'), 'image/png');
    expect(notImage.status).toBe(400);
    expect(notImage.body.data.message).toBe(MSG.logoImagesOnly);
    const logo = await upload(await image(200, 200), 'image/png');
    expect(logo.status).toBe(200);
    expect(logo.body.data.message).toBe('Successfully Logo Changed');
    expect((await api(app, 'GET', '/companies/mycompanyprofile', company.token)).body.data.companyLogo).toBe(
      logo.body.data.companyLogo,
    );
  });

  it('lists the admin’s surveys (never the clinical questionnaires) and takes the answers', async () => {
    const admin = await newAdmin(app);
    const created = await api(app, 'POST', '/admin/forms', admin.token, {
      formName: 'Workplace wellbeing pulse',
      formDescription: 'Three minutes on how your teams are doing',
      questions: [
        {
          question: 'Do you run wellbeing sessions?',
          answerType: 'singleSelect',
          options: [
            { label: 'Yes', score: 0 },
            { label: 'No', score: 0 },
          ],
        },
      ],
    });
    const formId = created.body.data.form._id as string;
    await api(app, 'PATCH', `/admin/forms/${formId}/publish`, admin.token, { published: true });
    const company = await newCompany(app, 'Survey Co');
    const list = await api(app, 'GET', '/companies/forms/admincreated/allforms', company.token);
    const names = list.body.data.forms.map((f: { formName: string }) => f.formName);
    expect(names).toContain('Workplace wellbeing pulse');
    expect(list.body.data.forms.every((f: { scoring: unknown }) => f.scoring === null)).toBe(true);
    const detail = await api(app, 'GET', `/companies/forms/admincreated/${formId}`, company.token);
    const q = detail.body.data.questionsList[0];
    const done = await api(app, 'POST', '/companies/forms/submit-answer', company.token, {
      formId,
      answerList: [{ questionId: q._id, selectedAnswers: [q.options[0]._id] }],
    });
    expect(done.body.data.message).toBe('All the answers has been submitted successfully');
  });
});
