import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import { unauthenticated } from '../../core/errors';
import type { SharedRateLimiter } from '../../core/rate-limit';
import type { Emit } from '../../core/tx';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { holdAccounts } from '../users/accounts';
import type { UserRow } from '../users/present';

export const SESSION_COOKIE = 'lb_session';

export interface AuthSession {
  sessionId: string;
  user: UserRow;
}

/**
 * Tokens whose signature this process has verified, with the session id they carry and when
 * they expire. A browser sends the same token with every request and socket handshake, and
 * verifying it each time (HMAC through WebCrypto, a thread-pool job) was about 8 % of the server's
 * CPU under load in the benchmark's profile; the key is the whole token, signature included, so only the very token verified hits.
 * Revocation is unaffected: the sessions table is still read on every request.
 */
const VERIFIED_TOKENS = 10_000;

/** Signs session JWTs and resolves them against the sessions table (so logout revokes). */
export class SessionStore {
  private readonly key: Uint8Array;
  private readonly verified = new LRUCache<string, { sid: unknown; expiresAtMs: number }>({
    max: VERIFIED_TOKENS,
  });

  /**
   * Every request reads its session: built and planned once (a named statement on PostgreSQL)
   * instead of on each request. The database's clock says what has expired.
   */
  private readonly lookup;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.key = new TextEncoder().encode(config.sessionSecret);
    this.lookup = db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          // Suspension revokes every session; this also covers one started in the same instant.
          isNull(users.suspendedAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1)
      .prepare('session_lookup');
  }

  /**
   * A new session of the account, or null if the account has been deleted since its password was
   * checked. The row (which keeps the browser's user agent) is stored only with the account held
   * and seen not deleted: a deletion under way is waited for, and one that starts meanwhile waits
   * for this and then deletes it with the others.
   */
  async create(userId: string, userAgent?: string) {
    const expiresAt = new Date(Date.now() + this.config.sessionTtlDays * 86_400_000);
    const row = await this.db.transaction(async (tx) => {
      const account = (await holdAccounts(tx, [userId])).get(userId);
      if (!account || account.deletedAt) return null;
      const [inserted] = await tx
        .insert(sessions)
        .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
        .returning({ id: sessions.id });
      return inserted!;
    });
    if (!row) return null;
    const token = await new SignJWT({ sid: row.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt, sessionId: row.id };
  }

  /** The live session a token names, or null (bad signature, expired, revoked, user gone). */
  async resolve(token: string | undefined): Promise<AuthSession | null> {
    if (!token) return null;
    const sid = await this.verifiedSid(token);
    if (typeof sid !== 'string' || !/^[0-9a-f-]{36}$/.test(sid)) return null;
    const [row] = await this.lookup.execute({ sid });
    return row ? { sessionId: sid, user: row.user } : null;
  }

  /** The session id a token carries once its signature and expiry hold, else undefined. */
  private async verifiedSid(token: string): Promise<unknown> {
    const known = this.verified.get(token);
    if (known && known.expiresAtMs > Date.now()) return known.sid;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      // A token without an expiry (never one of ours) is verified again every time.
      const expiresAtMs = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
      this.verified.set(token, { sid: payload.sid, expiresAtMs });
      return payload.sid;
    } catch {
      return undefined;
    }
  }

  setCookie(c: Context, token: string, expiresAt: Date) {
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.config.isProduction,
      path: '/',
      expires: expiresAt,
    });
  }

  clearCookie(c: Context) {
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: this.config.isProduction });
  }
}

/** Reads the session cookie on every request; routes decide whether they need it. */
export const sessionMiddleware = (store: SessionStore) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await store.resolve(getCookie(c, SESSION_COOKIE)));
    await next();
  });

export const requireAuth = (c: Context<AppEnv>): AuthSession => {
  const auth = c.get('auth');
  if (!auth) throw unauthenticated();
  return auth;
};

export const requireUser = (c: Context<AppEnv>): UserRow => requireAuth(c).user;

/** The signed-in user, once `limiter` allows them one more of a costly request (AI, messages). */
export const requireUserWithin = async (c: Context<AppEnv>, limiter: SharedRateLimiter) => {
  const user = requireUser(c);
  await limiter.consume(user.id);
  return user;
};

/** Revokes the user's live sessions except `keep`; their sockets close after commit. */
export const revokeSessions = async (tx: Tx, emit: Emit, userId: string, keep?: string) => {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  for (const { id } of revoked) emit('session:revoked', { sessionId: id, userId });
};
