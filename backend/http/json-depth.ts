/** No form, cart or webhook body the store takes nests anywhere near this deep. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body nests too deeply. JSON may nest at most ${MAX_JSON_DEPTH} levels.`;

/**
 * How deep the objects and arrays of a JSON text nest, counted in one pass over its characters so
 * that no stack grows with the input. Brackets inside strings do not count; the text need not be
 * valid JSON (the parser judges that afterwards).
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === "{" || character === "[") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (character === "}" || character === "]") {
      depth--;
    }
  }
  return deepest;
}
