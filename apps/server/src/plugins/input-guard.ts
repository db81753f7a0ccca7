import fp from 'fastify-plugin';
import { refuseControlCharacters } from '../lib/control-characters.js';

/**
 * One check at the edge: control characters are refused with a 400 in every path and query
 * string, and in every JSON body string and key except tab, line feed and carriage return (free text has
 * them). Runs before validation, after authorization (401/403 come first). Multipart text fields are
 * checked where the forms are read (`readMultipart`, `readTransportForm`).
 */
export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, false);
    refuseControlCharacters(request.query, false);
    if (request.body !== undefined && !request.isMultipart()) refuseControlCharacters(request.body, true);
  });
});
