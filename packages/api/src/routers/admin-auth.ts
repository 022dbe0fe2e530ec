import { z } from 'zod';
import { TRPCError } from '@trpc/server';
import { changePassword, invalidateSession, login } from '@bhakti/auth';
import { badRequest, tooManyRequests } from '../errors.js';
import { withoutControlCharacters } from '../schemas.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import { adminRoute, publicRoute } from './meta.js';

const required = z.string({ error: 'Username and password are required' });

export const adminAuthRouter = router({
  login: publicProcedure
    .meta(publicRoute('POST', '/admin/auth/login', 'Log in as an admin', 'admin-auth', { errors: [400, 401, 429] }))
    // Any length: one longer than an account's is a failed login like any other (and counted).
    .input(
      z.object({ username: required.refine(...withoutControlCharacters('Username')), password: required.max(1000) }),
    )
    .output(
      z.object({
        token: z.string(),
        expiresAt: z.string(),
        user: z.object({ id: z.number().int(), username: z.string() }),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const username = input.username.trim();
      if (!username || !input.password) throw badRequest('username', 'Username and password are required');
      const result = await login(ctx.database.db, { username, password: input.password, ip: ctx.ip }, ctx.now());
      if (result.outcome === 'locked') {
        ctx.log.warn({ event: 'login-locked', username, ip: ctx.ip }, 'login refused: locked out');
        throw tooManyRequests('Too many failed logins. Please try again later.', result.retryAfterSeconds);
      }
      if (result.outcome === 'invalid') {
        ctx.log.warn({ event: 'login-failed', username, ip: ctx.ip }, 'login failed');
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid username or password' });
      }
      ctx.log.info({ event: 'login', username, ip: ctx.ip }, 'login succeeded');
      return { token: result.token, expiresAt: result.expiresAt.toISOString(), user: result.user };
    }),
  logout: adminProcedure
    .meta(adminRoute('POST', '/admin/auth/logout', 'End this session', 'admin-auth'))
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await invalidateSession(ctx.database.db, ctx.session.sessionId);
      ctx.log.info({ event: 'logout', username: ctx.session.user.username, ip: ctx.ip }, 'logged out');
      return { success: true as const };
    }),
  changePassword: adminProcedure
    .meta(
      adminRoute('POST', '/admin/auth/change-password', 'Change your password; other sessions end', 'admin-auth', {
        errors: [400],
      }),
    )
    .input(
      z.object({
        currentPassword: z.string({ error: 'All fields are required' }).min(1, 'All fields are required').max(1000),
        newPassword: z.string({ error: 'All fields are required' }).min(1, 'All fields are required').max(1000),
      }),
    )
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { user, sessionId } = ctx.session;
      const result = await changePassword(ctx.database.db, { userId: user.id, sessionId, ...input });
      if (result.outcome === 'wrong-current') throw badRequest('currentPassword', 'Current password is incorrect');
      if (result.outcome === 'rejected') throw badRequest('newPassword', result.reason);
      ctx.log.info({ event: 'password-changed', username: user.username, ip: ctx.ip }, 'password changed');
      return { success: true as const };
    }),
});
