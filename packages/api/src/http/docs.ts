import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.register(swaggerUi, { routePrefix: '/api/docs' });
}
