/** Referral (spec section 7): a user's code and referrals, code lookup for invite links, attribution. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attributeReferralSchema, attributionSchema, referralCodeInfoSchema, referralCodeParamsSchema, referralSchema, referralUserParamsSchema,
} from '../../../shared/contracts/referral.contract';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { UsersRepository } from '../../data/users.repository';
import type { ReferralRepository } from '../../data/referral.repository';

export interface ReferralRoutesOptions {
  referral: ReferralRepository;
  users: UsersRepository;
}

export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (app, { referral, users }) => {
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
    const result = await referral.attribute(user!.id, body.code);
    if (!result.ok) {
      switch (result.reason) {
        case 'unknown-code': throw notFound('Referral code');
        case 'own-code': throw badRequest('You cannot use your own referral code.');
        case 'already-referred': throw conflict('You have already been referred.');
      }
    }
    return reply.status(201).send(ok(result.attribution, 'Referral recorded'));
  });
};
