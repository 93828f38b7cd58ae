import { consoleContextSchema } from "@/lib/api/schemas/console/context";

export const consoleContextWireSchema = consoleContextSchema.clone().openapi("ConsoleContext");
