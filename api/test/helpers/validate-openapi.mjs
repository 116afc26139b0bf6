// Validates the OpenAPI document read from standard input; prints { valid, errors } as JSON.
// A script of its own because the validator is an ES module, which the CommonJS-compiled
// jest tests cannot load.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const result = await new Validator().validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors ?? [] }));
