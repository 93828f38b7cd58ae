import { z } from "zod";
import { userSchema } from "./user";

export const currentUserSchema = z.object({ user: userSchema.nullable() });
