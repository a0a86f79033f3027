/**
 * Staff management (admin): list the accounts, add one with a role (with a given password, or a
 * generated one that is answered once), rename, change a phone or a role, deactivate or reactivate.
 * A deactivated account's sessions end at once, and the last active admin can be neither deactivated
 * nor given another role (repository.setUserAccess).
 *
 * What a stolen session must not do alone carries the acting admin's step-up proof (auth/step-up.ts),
 * as changing their own sign-in does: making an admin (adding one, promoting an account, reactivating
 * an admin) and changing anyone's phone (a sign-in name). The audit entry names how it was proven.
 */
import { PHONE_TAKEN, ROLE_MESSAGES, ROUTES, type Staff } from '@vyoma/contract';
import { staffListResponse, staffResponse } from '@vyoma/contract/responses';
import { idParams, staffCreateSchema, staffUpdateSchema } from '@vyoma/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { errorResponses, requireExisting } from '../../http/schemas.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  generatePassword,
  getStaff,
  hashPassword,
  listStaff,
  normalizePhone,
  proveItIsYou,
  type StaffRow,
  setUserAccess,
} from '../auth/index.ts';

const NOT_FOUND = 'Admin not found';
const params = idParams(NOT_FOUND);
const tags = ['staff'];
const EMAIL_TAKEN = 'An admin with this email already exists.';

const toStaff = ({ user, twoFactor }: StaffRow): Staff => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role as Staff['role'],
  active: user.active,
  twoFactor,
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

/** What the audit entry compares before and after an update. */
const snapshot = async (db: Db, id: string) => {
  const row = await getStaff(db, id);
  return (
    row && {
      name: row.user.name,
      email: row.user.email,
      phone: row.user.phone,
      role: row.user.role,
      active: row.user.active,
    }
  );
};

export const staffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  /** Checks the acting admin's step-up proof (400 or 429 when it fails); answers how it was proven. */
  const proveActor = async (request: FastifyRequest, proof: Parameters<typeof proveItIsYou>[3]) => {
    const actor = await findUserById(db, request.user!._id);
    if (!actor) throw new HttpError(401, 'Sign in again.');
    return proveItIsYou(ctx, request, actor, proof);
  };

  app.get(
    ROUTES.users,
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'Every staff account: name, email, phone, role, active, 2FA on/off, last sign-in',
        response: { 200: staffListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: (await listStaff(db)).map(toStaff) };
    },
  );

  app.post(
    ROUTES.users,
    {
      config: { permission: 'staff', keepsContent: true, audit: { action: 'staff.create', target: 'user' } },
      schema: {
        tags,
        summary: 'Add a staff account with a role; without a password, a generated one is answered (once)',
        body: staffCreateSchema,
        response: { 201: staffResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { currentPassword, code, passkey, ...input } = request.body;
      if (await findUserByEmail(db, input.email))
        throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
      // Before the proof, so a code is not spent on an account that cannot be added.
      if (input.phone && (await findUserByLogin(db, input.phone)))
        throw new HttpError(409, PHONE_TAKEN, { phone: PHONE_TAKEN });
      const proven =
        input.role === 'admin' ? await proveActor(request, { currentPassword, code, passkey }) : null;
      const password = input.password ?? generatePassword();
      let id: string;
      try {
        ({ id } = await createUser(db, {
          name: input.name,
          email: input.email,
          phone: input.phone ? normalizePhone(input.phone) : null,
          passwordHash: await hashPassword(password),
          role: input.role,
        }));
      } catch (err) {
        if (pgErrorCode(err) !== '23505') throw err;
        const [field, message] = String(
          (err as { detail?: string }).detail ?? (err as Error).message,
        ).includes('phone')
          ? ['phone', PHONE_TAKEN]
          : ['email', EMAIL_TAKEN];
        throw new HttpError(409, message, { [field]: message });
      }
      // Field names only: whether a password was chosen shows as "password" in the list.
      request.auditNote = {
        fields: Object.keys(input)
          .filter((k) => input[k as keyof typeof input] !== undefined)
          .sort(),
        ...(proven && { proof: proven }),
      };
      reply.status(201).header('Cache-Control', 'no-store');
      const user = toStaff((await getStaff(db, id))!);
      return input.password ? { user } : { user, password };
    },
  );

  app.patch(
    ROUTES.user,
    {
      config: {
        permission: 'staff',
        keepsContent: true,
        audit: { action: 'staff.update', target: 'user', snapshot: (id) => snapshot(db, id) },
      },
      preValidation: requireExisting(params, NOT_FOUND, (id) => getStaff(db, id)),
      schema: {
        tags,
        summary:
          'Rename an account, change its phone (with your step-up proof) or role, or deactivate/reactivate it (sessions end at once)',
        params,
        body: staffUpdateSchema,
        response: { 200: staffResponse, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await getStaff(db, id);
      if (!current) throw notFound(NOT_FOUND);
      const { active, name, phone, role, ...proof } = request.body;
      if (active === false && id === request.user?._id)
        throw new HttpError(409, 'You cannot deactivate your own account. Ask another administrator.');
      if (role !== undefined && role !== current.user.role && id === request.user?._id)
        throw new HttpError(409, 'You cannot change your own role. Ask another administrator.');
      const change = {
        ...(name !== undefined && { name }),
        ...(phone !== undefined && { phone: phone === null ? null : normalizePhone(phone) }),
        ...(active !== undefined && active !== current.user.active && { active }),
        ...(role !== undefined && role !== current.user.role && { role }),
      };
      // A phone is a sign-in name: changing anyone's takes the acting admin's step-up proof, so a
      // session alone (a stolen one) cannot, and the account page's rule has no way around it here.
      // So does making an admin: promoting an account, or reactivating one that is an admin.
      const phoneChange = change.phone !== undefined && change.phone !== current.user.phone;
      const makesAdmin =
        change.role === 'admin' || (change.active === true && (change.role ?? current.user.role) === 'admin');
      const proven = phoneChange || makesAdmin ? await proveActor(request, proof) : null;
      try {
        if (!(await setUserAccess(db, id, change))) throw new HttpError(409, ROLE_MESSAGES.lastAdmin);
      } catch (err) {
        if (pgErrorCode(err) === '23505') throw new HttpError(409, PHONE_TAKEN, { phone: PHONE_TAKEN });
        throw err;
      }
      const action =
        change.active !== undefined
          ? change.active
            ? 'staff.reactivate'
            : 'staff.deactivate'
          : change.role !== undefined
            ? 'staff.role'
            : undefined;
      request.auditNote = { ...(action && { action }), ...(proven && { proof: proven }) };
      return { user: toStaff((await getStaff(db, id))!) };
    },
  );
};
