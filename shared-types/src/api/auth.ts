import { z } from 'zod';
import { LIMITS, SELF_REGISTER_USER_TYPES, USER_TYPES } from '../constants';
import { optionalText, requiredText } from '../entities/common';
import { expertiseSchema, profileUpdateSchema, userSchema } from '../entities/user';
import { GET, POST, PUT } from './endpoint';
import { SHELL_PATHS } from './shell-paths';

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('Enter a valid email address'))
  .transform((v) => v.toLowerCase());

const password = z
  .string()
  .min(LIMITS.passwordMinLength, `Password must be at least ${LIMITS.passwordMinLength} characters`)
  .max(200, 'Password must be at most 200 characters');

export const registerRequestSchema = z.object({
  email,
  password,
  firstName: requiredText(100),
  lastName: requiredText(100),
  userType: z.enum(SELF_REGISTER_USER_TYPES).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Required').max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const onboardingRequestSchema = z.object({
  userType: z.enum(USER_TYPES),
  firstName: requiredText(100),
  lastName: requiredText(100),
  organization: requiredText(200),
  position: requiredText(200),
  bio: optionalText(5000),
  expertise: expertiseSchema.default([]),
  researchInterests: optionalText(2000),
  lookingFor: optionalText(2000),
  experience: optionalText(5000),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** PUT /api/auth/user: any profile fields, plus an optional password change. */
export const updateUserRequestSchema = profileUpdateSchema
  .extend({
    currentPassword: z.string().max(200).optional(),
    newPassword: password.optional(),
  })
  .refine((v) => !v.newPassword || v.currentPassword, {
    message: 'Enter your current password to set a new one',
    path: ['currentPassword'],
  });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** POST /api/logout answer. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The one-time token of a link sent by email (verification, password reset). */
const emailToken = z
  .string()
  .trim()
  .min(20, 'This link is incomplete')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is incomplete');

export const verifyEmailRequestSchema = z.object({ token: emailToken });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ token: emailToken, password });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const authEndpoints = {
  register: POST('/api/register', userSchema, registerRequestSchema),
  login: POST('/api/login', userSchema, loginRequestSchema),
  /** A bookmarked /api/login opens the sign-in page (302 to /auth). */
  loginPage: GET('/api/login', null),
  logout: POST('/api/logout', okResponseSchema),
  currentUser: GET(SHELL_PATHS.currentUser, userSchema),
  updateUser: PUT('/api/auth/user', userSchema, updateUserRequestSchema),
  completeOnboarding: POST('/api/auth/complete-onboarding', userSchema, onboardingRequestSchema),
  /** Follows the link sent at registration: the address is proven. */
  verifyEmail: POST('/api/auth/verify-email', verifyEmailResponseSchema, verifyEmailRequestSchema),
  /** Mails the signed-in user a new verification link. */
  resendVerification: POST('/api/auth/verify-email/resend', okResponseSchema),
  /** Mails a reset link if an account has the address; the same answer either way. */
  forgotPassword: POST('/api/auth/forgot-password', okResponseSchema, forgotPasswordRequestSchema),
  /** Sets a new password with a reset link and ends every session of the account. */
  resetPassword: POST('/api/auth/reset-password', okResponseSchema, resetPasswordRequestSchema),
};
