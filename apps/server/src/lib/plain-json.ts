/**
 * For the answers the benchmark measures (a list's first page, a request's detail): the route declares its
 * answer schema (OpenAPI, the handler's type, the web's types) but writes the answer with JSON.stringify,
 * without a second pass through zod on every row. The handler's return type is still checked against it.
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
