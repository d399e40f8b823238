import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { Ajv } from 'ajv';
import type { FastifyInstance, FastifySchema, FastifySchemaValidationError } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route validator and serializer not compiled yet; answers how many it compiled. */
    compileRouteSchemas(): number;
  }
}

/**
 * Route validators (our Ajv instances) and response serializers (fast-json-stringify, as
 * Fastify's own default) compiled on a route's first use instead of at boot. The API has
 * hundreds of routes, and compiling all of them was most of a server's start (about 6 of 8
 * seconds here): for every process behind a load balancer, and for every test file's server.
 * A route pays its compile once, on its first request. A schema that does not compile would
 * fail that request instead of the boot, so tests/routeSchemas.contract.test.ts compiles every
 * one of them (`app.compileRouteSchemas()`).
 */
export function lazyRouteCompilers(app: FastifyInstance, ajvFor: (httpPart: string | undefined) => Ajv): void {
  const pending = new Set<() => unknown>();
  function lazy<F>(compile: () => F): () => F {
    let fn: F | undefined;
    const get = () => {
      if (fn === undefined) {
        fn = compile();
        pending.delete(get);
      }
      return fn;
    };
    pending.add(get);
    return get;
  }

  // Which shared schemas each Ajv holds. Asking Ajv itself (getSchema) compiles every schema it
  // holds, so the second route's first request compiled all the entities' shared schemas;
  // now a route compiles only those it refers to.
  const added = new WeakMap<Ajv, Set<string>>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const get = lazy(() => {
      const ajv = ajvFor(httpPart);
      let ids = added.get(ajv);
      if (!ids) added.set(ajv, (ids = new Set()));
      for (const [id, s] of Object.entries(app.getSchemas())) {
        if (ids.has(id)) continue;
        ajv.addSchema(s as object, id);
        ids.add(id);
      }
      return ajv.compile(schema as object);
    });
    // Fastify reads the errors from the validator function itself, as from an Ajv one.
    const validate = Object.assign(
      (data: unknown) => {
        const compiled = get();
        const ok = compiled(data);
        validate.errors = compiled.errors as FastifySchemaValidationError[] | null | undefined;
        return ok;
      },
      { errors: null as FastifySchemaValidationError[] | null | undefined },
    );
    return validate;
  });

  const buildSerializer = SerializerSelector();
  let serializerFor: ReturnType<typeof buildSerializer> | undefined;
  app.setSerializerCompiler((route) => {
    // the shared schemas (addSchema) are all there by the first request
    const get = lazy(() => (serializerFor ??= buildSerializer(app.getSchemas(), {}))(route as { schema: FastifySchema; method: string; url: string; httpStatus: string }));
    return (data: unknown) => get()(data);
  });

  app.decorate('compileRouteSchemas', () => {
    let n = 0;
    for (const get of [...pending]) {
      get();
      n++;
    }
    return n;
  });
}
