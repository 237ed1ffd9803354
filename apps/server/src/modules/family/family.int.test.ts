import { MSG } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { data, get, patch } from '../auth/auth-test-helpers';

/** Issue 15 (family members): list, add, edit, delete; each record reachable only by its patient. */
describe('family members', () => {
  let app: FastifyInstance;
  let relationship: string;
  beforeAll(async () => {
    app = await createTestApp();
    const res = await get(app, '/public/relationships');
    relationship = (data(res).relationships as Array<{ _id: string }>)[0]!._id;
  });
  afterAll(() => app.close());

  const patient = () => createUserWithToken(app, { userType: 'patient' });
  const del = (token: string, deleteFieldId: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/v1/patient/family-members',
      payload: { deleteFieldId },
      headers: bearer(token),
    });
  const member = (extra: Record<string, unknown> = {}) => ({
    name: 'Meera Rao',
    relationship,
    dob: '2015-03-09',
    gender: 'female',
    ...extra,
  });

  it("adds ('Succesfully added'), lists (familyMembers), edits and deletes ('Deleted successfully')", async () => {
    const me = await patient();
    const empty = await get(app, '/patient/family-members?page=0&limit=15', bearer(me.token));
    expect(data(empty)).toEqual({ familyMembers: [], count: 0 });
    const added = await patch(app, '/patient/family-members', member({ phone: '+91-9812345670' }), bearer(me.token));
    expect(added.statusCode).toBe(200);
    expect(data(added).message).toBe('Succesfully added');
    const id = (data(added).familyMember as { _id: string })._id;
    const list = await get(app, '/patient/family-members?page=0&limit=15', bearer(me.token));
    expect(data(list)).toMatchObject({
      count: 1,
      familyMembers: [{ _id: id, name: 'Meera Rao', dob: '2015-03-09', gender: 'female', phone: '+91-9812345670' }],
    });
    const edited = await patch(app, '/patient/family-members', member({ _id: id, name: 'Meera R' }), bearer(me.token));
    expect(data(edited).message).toBe('Updated successfully');
    expect((data(edited).familyMember as { name: string }).name).toBe('Meera R');
    const gone = await del(me.token, id);
    expect(data(gone).message).toBe('Deleted successfully');
    expect(data(await get(app, '/patient/family-members', bearer(me.token))).count).toBe(0);
    const again = await del(me.token, id);
    expect(again.statusCode).toBe(404);
    expect(data(again).message).toBe('Failed to delete');
  });

  it("another patient's token: 404 on edit and delete, nothing changed, never listed", async () => {
    const me = await patient();
    const stranger = await patient();
    const id = (
      data(await patch(app, '/patient/family-members', member(), bearer(me.token))).familyMember as { _id: string }
    )._id;
    const edit = await patch(
      app,
      '/patient/family-members',
      member({ _id: id, name: 'Hacked Name' }),
      bearer(stranger.token),
    );
    expect(edit.statusCode).toBe(404);
    expect((await del(stranger.token, id)).statusCode).toBe(404);
    expect(data(await get(app, '/patient/family-members', bearer(stranger.token))).count).toBe(0);
    const [row] = await app.ctx.db.select().from(familyMembers).where(eq(familyMembers.id, id));
    expect(row).toMatchObject({ name: 'Meera Rao', patientId: me.id });
    const doctor = await createUserWithToken(app, { userType: 'doctor' });
    expect((await get(app, '/patient/family-members', bearer(doctor.token))).statusCode).toBe(403);
  });

  it('validation names the field: name, relationship, dob (future, format, too old), gender, phone', async () => {
    const me = await patient();
    const cases: Array<[Record<string, unknown>, string]> = [
      [member({ name: '' }), MSG.familyNameRequired],
      [member({ name: 'X1' }), MSG.onboardingNameAlphabets],
      [member({ relationship: '' }), MSG.familyRelationshipRequired],
      [member({ relationship: '00000000-0000-4000-8000-000000000000' }), MSG.familyRelationshipUnknown],
      [member({ dob: '09-03-2015' }), MSG.familyDobFormat],
      [member({ dob: '2999-01-01' }), MSG.familyDobFuture],
      [member({ dob: '1850-01-01' }), MSG.familyDobTooOld],
      [member({ gender: 'x' }), MSG.familyGenderRequired],
      [member({ phone: '12' }), MSG.familyPhoneInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await patch(app, '/patient/family-members', body, bearer(me.token));
      expect(res.statusCode, message).toBe(400);
      expect(data(res).message).toBe(message);
      expect(data(res).field).toBeTruthy();
    }
    expect(data(await get(app, '/patient/family-members', bearer(me.token))).count).toBe(0);
  });

  it('keeps at most 15 per patient, also when adds race', async () => {
    const me = await patient();
    const results = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        patch(
          app,
          '/patient/family-members',
          member({ name: `Member ${String.fromCharCode(65 + i)}` }),
          bearer(me.token),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(15);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(data(await get(app, '/patient/family-members?page=0&limit=15', bearer(me.token))).count).toBe(15);
  });
});
