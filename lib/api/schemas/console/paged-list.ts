import { z } from "zod";

/** A page of a console list: its rows and where the page stands in the whole list. */
export const pagedListSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
  });
