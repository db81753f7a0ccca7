import { z } from 'zod';

/** The documented answer envelope (DECISIONS 1: used where an answer is "not shown"). */
export const MessageAnswerSchema = z.object({ success: z.boolean(), msg: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const ErrorAnswerSchema = z.object({ success: z.literal(false), msg: z.string(), code: z.string().optional() });

export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.boolean(), msg: z.string().optional(), data });

export const StatusOptionSchema = z.object({ REQ_ID: z.number().int(), REQ_DEF: z.string() });
export type StatusOption = z.infer<typeof StatusOptionSchema>;
