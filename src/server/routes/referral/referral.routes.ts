/** Referral (spec section 7): a user's code and referrals, code lookup for invite links, attribution. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attributeReferralSchema, attributionSchema, referralCodeInfoSchema, referralCodeParamsSchema, referralSchema, referralUserParamsSchema,
} from '../../../shared/contracts/referral.contract';
import { envelope, ok } from '../../lib/envelope';
import { forbidden, notFound } from '../../lib/errors';
import type { UsersRepository } from '../../data/users.repository';
import type { ReferralRepository } from '../../data/referral.repository';
import type { ReferralService } from '../../services/referral.service';

export interface ReferralRoutesOptions {
  referral: ReferralRepository;
  /** Attribution, with its rules (who may be whose referral, and when). */
  attributions: ReferralService;
  users: UsersRepository;
}

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { referral, attributions, users }) => {
  // Your own code and referrals; admins may read anyone's.
  app.get('/referral/user/:userId', {
    config: { auth: 'user' },
    schema: { params: referralUserParamsSchema, response: { 200: envelope(referralSchema) } },
  }, async ({ params, user }) => {
    if (params.userId !== user!.id) {
      if (!user!.isAdmin) throw forbidden('You can only see your own referrals.');
      if (!(await users.exists(params.userId))) throw notFound('Golfer');
    }
    return ok(await referral.forUser(params.userId));
  });

  // The invite page ({host}/invite/{code}) shows who invited you, signed in or not.
  app.get('/referral/code/:code', {
    config: { auth: 'public' },
    schema: { params: referralCodeParamsSchema, response: { 200: envelope(referralCodeInfoSchema) } },
  }, async ({ params }) => {
    const info = await referral.findCode(params.code);
    if (!info) throw notFound('Referral code');
    return ok(info);
  });

  app.post('/referral/attribute', {
    config: { auth: 'user' },
    schema: { body: attributeReferralSchema, response: { 201: envelope(attributionSchema) } },
  }, async ({ body, user }, reply) => {
    return reply.status(201).send(ok(await attributions.attribute(user!.id, body.code), 'Referral recorded'));
  });
};
