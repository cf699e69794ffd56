import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { formJsonSchema } from './multipart-form.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * The zod schemas as JSON schemas; a route that also takes a multipart form (`schema.multipart`)
 * gets that form as its multipart/form-data body, next to its JSON body if it has one.
 */
const transform: Transform = (route) => {
  const { schema, url } = jsonSchemaTransform(route);
  const form = route.schema?.multipart;
  if (!form) return { schema, url };
  const { multipart: _form, consumes: _consumes, body, ...rest } = schema;
  const json = body ? { 'application/json': { schema: body } } : {};
  return {
    url,
    schema: {
      ...rest,
      body: { content: { ...json, 'multipart/form-data': { schema: formJsonSchema(form) } } },
    },
  };
};

/** OpenAPI document built from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export function registerDocs(app: FastifyInstance, publicUrl: string): void {
  app.register(swagger, {
    openapi: {
      info: {
        title: 'vrmarket api',
        description: 'Marketplace for 3D and virtual-world NFTs',
        version: '1',
      },
      servers: [{ url: publicUrl }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app.register(swaggerUi, { routePrefix: '/api/docs' });
}
