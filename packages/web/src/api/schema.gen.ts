// Generated from the api's OpenAPI document by `npm run api:types`. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthStatus"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthStatus"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthStatus"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored media file by its content-addressed key (<sha256>.<ext>)
         * @description With `w` (160, 320 or 640) a picture comes as a WebP at most that wide, made on the first request and stored; other files (video, 3D, SVG) come as uploaded.
         */
        get: {
            parameters: {
                query?: {
                    w?: "160" | "320" | "640";
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active categories in display order */
        get: {
            parameters: {
                query?: {
                    /** @description only categories shown (true) or hidden (false) on the market */
                    showOnMarket?: "true" | "false";
                    /** @description only the sub-categories of this category */
                    parentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/map-nft-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Category tree: top-level categories with their sub-categories */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CategoryTreeNode"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs/category-verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories whose new NFTs are verified without review */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CategoryVerifiedConfig"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies allowed per category, for selling and for buying */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CategoryCurrencyConfig"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs/app": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public flags, chain, contract addresses and the marketplace's fee on chain */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppConfig"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One NFT by id (personalised with isFavorite when signed in); a hidden one only for its owner and admins */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales and on-chain events of the NFT, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    /** @description the token id; when given it must be the NFT’s */
                    tokenId?: string;
                    /** @description the NFT contract; when given it must be the NFT’s */
                    contractAddress?: string;
                };
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftHistoryPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/price-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales and listings of the NFT over time, per currency, oldest first (the newest 500 of each) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftPriceHistory"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The resource url of the NFT (the creator’s link, else its model file) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftSource"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/check-freehome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the NFT is the free DefaultHome of the vrHomes claim */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftFreeHome"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/more-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** More items from the same collection if it has more than one, else recent items on sale */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftMoreItems"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/refresh-metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-read the owner and token URI from the chain and store them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NFTs on the market, filtered, sorted and paged
         * @description Lists as repeated params or comma text. Status filters (isSelling/onSale, inUsed, isRent, isRenting, isRented, unVerified, notMinted, onAuction) combine with OR; every other filter with AND. sorting: 0 recent (listed, else created), 1 lowest price, -1 highest price (price = currentPrice, else mintingPrice). Visitors' answers may be up to LIST_CACHE_MS old.
         */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    categoryIds?: string[];
                    category?: string[];
                    subCategoryIds?: string[];
                    subCategory?: string[];
                    keyword?: string;
                    search?: string;
                    sorting?: "0" | "1" | "-1";
                    currency?: string;
                    recent?: "0" | "1" | "true" | "false";
                    onSale?: "0" | "1" | "true" | "false";
                    storesSlot?: string[];
                    gamesSlot?: string[];
                    boothsSlot?: string[];
                    collectionId?: string;
                    isAddToCollection?: "0" | "1" | "true" | "false";
                    canBeStake?: "0" | "1" | "true" | "false";
                    ownerAddress?: string;
                    styles?: ("Cartoon" | "Realistic" | "Handpainted" | "Stylized" | "Simple Light" | "Simple Lighting" | "Minecraft" | "Metal and Glass")[];
                    inUsed?: "0" | "1" | "true" | "false";
                    isSelling?: "0" | "1" | "true" | "false";
                    isRent?: "0" | "1" | "true" | "false";
                    isRenting?: "0" | "1" | "true" | "false";
                    isRented?: "0" | "1" | "true" | "false";
                    unVerified?: "0" | "1" | "true" | "false";
                    notMinted?: "0" | "1" | "true" | "false";
                    onAuction?: "0" | "1" | "true" | "false";
                    trait?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/nft-trending/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trending NFTs: most favourited and sold in the last 30 days, then recent listings */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    categoryIds?: string[];
                    recent?: "0" | "1" | "true" | "false";
                    onSale?: "0" | "1" | "true" | "false";
                    keyword?: string;
                    sorting?: "0" | "1" | "-1";
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrendingNftPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/traits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trait types and values with counts, of one category or one collection
         * @description Give exactly one of categoryId and collectionId. Traits are the entries of the NFTs' components.properties (links, Attached and Styles left out). count: visible NFTs with the value; selling: those of them buyable now (listed, or sold by lazy mint). At most 50 types and 50 values per type, the most common first. Filter the list with GET /api/v1/nft?trait=Type:Value. Visitors' answers may be up to LIST_CACHE_MS old.
         */
        get: {
            parameters: {
                query?: {
                    categoryId?: string;
                    collectionId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            traits: {
                                type: string;
                                values: {
                                    value: string;
                                    count: number;
                                    selling: number;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/favorite-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's favourite NFTs */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    currency?: string;
                    sorting?: "0" | "1" | "-1";
                    search?: string;
                    category?: string[];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FavouritesPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Like an NFT (idempotent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FavouriteBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FavouriteState"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Unlike an NFT (idempotent); the id is in the body */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FavouriteBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FavouriteState"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lands/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries of the vrLand registry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                code: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lands/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities, of one country with country_id */
        get: {
            parameters: {
                query?: {
                    country_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                countryId: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lands/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects, of one city with city_id */
        get: {
            parameters: {
                query?: {
                    city_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                cityId: number;
                                name: string;
                                landPlanningId: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * vrLands by name, address, country, city or project; sorted (default updated_at DESC)
         * @description land_name and address match a part of the text, case-insensitively. sort_column is land_area, total_price or updated_at; sort_direction ASC or DESC; type=recommend_to_buy keeps the recommended lands. At most 500 lands.
         */
        get: {
            parameters: {
                query?: {
                    land_name?: string;
                    address?: string;
                    country_id?: string;
                    city_id?: string;
                    project_id?: string;
                    sort_column?: "land_area" | "total_price" | "updated_at";
                    sort_direction?: "ASC" | "DESC";
                    type?: "recommend_to_buy";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Land"][];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lands/recommend-to-buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to be told about a recommend-to-buy land (stored for the land team)
         * @description Errors: NOT_FOUND when no land carries recommend_to_buy_id.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        url_market: string;
                        emails: string[];
                        location: string;
                        recommend_to_buy_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            notified: boolean;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Collections, newest first; by creator wallet and/or name keyword */
        get: {
            parameters: {
                query?: {
                    creatorAddress?: string;
                    page?: string;
                    limit?: string;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CollectionPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a collection (images uploaded first through POST /api/v1/uploads)
         * @description Open to every signed-in user while ALLOW_CREATE_COLLECTION=1, else to pro users with proType ≥ 2 (403 FORBIDDEN). cover and avatar are urls of png/jpeg uploads of this api.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CollectionWriteBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Collection"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/top-collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Collections ranked by sales volume in the period, then by items (refreshed every minute) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    period?: "24h" | "7d" | "30d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CollectionPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One collection */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Collection"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Edit a collection's name, description, cover and avatar (its creator only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CollectionWriteBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Collection"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/{id}/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Floor (lowest price paid), volume and sales per UTC day and currency over the last days (default 90) */
        get: {
            parameters: {
                query?: {
                    /** @description days back from today, 1 to 365 (default 90) */
                    days?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CollectionDaily"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales, listings and transfers of the collection's items, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/{id}/nft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add NFTs to a collection (type ADD, the caller’s own) or remove them (REMOVE); its creator only */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CollectionNftsBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Collection"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ALTCHA proof-of-work challenge (the widget’s challengeurl) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CaptchaChallenge"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submit-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Newsletter signup: an email and a solved captcha */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @description the ALTCHA solution payload (base64 JSON) */
                        captcha: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            code: "NEWSLETTER_SENT";
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The header ticker's ads, in order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ad"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/catch-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a mined transaction of this NFT (mint, list, reprice, cancel, buy, transfer) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        transfer: {
                            from: string;
                            to?: string;
                            txId: string;
                        };
                        nft: {
                            tokenId: string | number;
                            contractAddress: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecordedTransaction"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record any mined transaction of the marketplace's contracts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        txHash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecordedTransaction"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{address}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity of a wallet (mints, listings, sales, cancels, transfers), newest first; the creations of NFTs not on the market (hidden, unreviewed, rejected) are shown to their owner and admins only */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    /** @description the wallet whose activity is listed (defaults to the path address) */
                    ownerAddress?: string;
                };
                header?: never;
                path: {
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{address}/refer-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referrals a wallet’s account earned (newest first) and their summary per sub-category
         * @description Only the signed-in account whose linked wallet is `address` may read it (else 403 FORBIDDEN). `total` is the number of referrals: the buy dialog’s reward percentage.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description the referrer’s wallet */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferList"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{subCategoryId}/request-claim-refer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the referral bonus of a sub category (signed by the linked wallet)
         * @description `hash` is the linked wallet’s personal_sign signature over `referralClaimMessage` (domain) of the account, wallet, sub category, `createdAt` (ms, at most 10 minutes old) and chain. A createdAt not newer than the account’s last request is a replay (409 CLAIM_REQUEST_REPLAYED); an open request of the sub category is 409 CLAIM_REQUEST_OPEN; nothing to claim is 400 NO_REFERRALS_TO_CLAIM.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    subCategoryId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReferralClaimBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReferralClaimCreated"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{address}/request-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The claim history of a wallet’s account (its owner only), newest first */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                };
                header?: never;
                path: {
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClaimHistoryPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{address}/payout-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A wallet’s Payout balances per currency as the indexer projects them (its owner only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayoutBalances"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mp/claim-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral claim requests (admin-market users), waiting ones by default */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    status?: "PENDING" | "APPROVED" | "ALL";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClaimHistoryPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mp/claim-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a claim request: credits the requester’s wallet on the Payout contract */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ClaimHistoryItem"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/mintingPermission/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mint permit (the NFT’s minting currency)
         * @description Signs an EIP-712 mint permit for the caller’s linked wallet, with the NFT’s own minting price and currency. Only for a verified NFT that is not minted; the owner may always mint it, anyone else only while it is offered unminted and buying is on.
         */
        get: {
            parameters: {
                query?: {
                    /** @description the NFT id again (the spec sends it; must match) */
                    objectId?: string;
                    /** @description the wallet again (must match the path) */
                    address?: string;
                    /** @description must be the NFT's minting currency when given */
                    currency?: string;
                };
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                    /** @description the wallet that will receive the token (the caller’s linked wallet) */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MintPermit"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/mintingPermission/refer-code/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mint permit with a referral code (the referrer’s username)
         * @description Signs an EIP-712 mint permit for the caller’s linked wallet, with the NFT’s own minting price and currency. Only for a verified NFT that is not minted; the owner may always mint it, anyone else only while it is offered unminted and buying is on.
         */
        get: {
            parameters: {
                query: {
                    /** @description the referrer’s username */
                    referCode: string;
                };
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                    /** @description the wallet that will receive the token (the caller’s linked wallet) */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MintPermit"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/mintingPermissionUsdt/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mint permit paid in USDT (only for NFTs priced in USDT)
         * @description Signs an EIP-712 mint permit for the caller’s linked wallet, with the NFT’s own minting price and currency. Only for a verified NFT that is not minted; the owner may always mint it, anyone else only while it is offered unminted and buying is on.
         */
        get: {
            parameters: {
                query?: {
                    /** @description the NFT id again (the spec sends it; must match) */
                    objectId?: string;
                    /** @description the chain id (decimal or 0x hex) the permit is for; must be the configured chain */
                    network?: string;
                };
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                    /** @description the wallet that will receive the token (the caller’s linked wallet) */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MintPermit"];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/purchase-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * May the caller buy this NFT now, and for what exactly
         * @description Refuses with BUYING_DISABLED (allow-buy flag off), NOT_IN_WHITELIST (whitelist check on), WALLET_NOT_LINKED, FORBIDDEN (own NFT), CONFLICT (not buyable any more), TRADING_NOT_ALLOWED. Otherwise answers the offer or mint to pay for, with the price the contract will check.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the NFT id */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PurchaseCheck"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buying/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** USDT price of 1 aETH (the buy dialog refreshes it every 10 s) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AethRate"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/swap-nft/{id}/list-swap-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * NFTs of the SwapDesk pool this NFT can be swapped for (paged, search by name or attribute)
         * @description Owner only: the caller’s linked wallet must own the NFT on chain (403 NOT_NFT_OWNER otherwise), and the NFT must be swappable (OWNED, not in use, tradable category, a Country of its own).
         */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    /** @description part of the name, or of any attribute (Country, Styles …) */
                    keyword?: string;
                };
                header?: never;
                path: {
                    /** @description the id of the NFT to give */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/swap-nft/{id}/check-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a swap key must be requested first; the NFT to receive when one is issued
         * @description Owner only: the caller’s linked wallet must own the NFT on chain (403 NOT_NFT_OWNER otherwise), and the NFT must be swappable (OWNED, not in use, tradable category, a Country of its own).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the id of the NFT to give */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SwapStatus"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/swap-nft/{id}/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a swap key: this NFT for the pool token `tokenId` (EIP-712, 30 minutes)
         * @description Owner only: the caller’s linked wallet must own the NFT on chain (403 NOT_NFT_OWNER otherwise), and the NFT must be swappable (OWNED, not in use, tradable category, a Country of its own). The answer's keyHash is SwapDesk's key id; each key is usable once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the id of the NFT to give */
                    id: string;
                    /** @description the token id of the SwapDesk NFT wanted in exchange */
                    tokenId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SwapKeyAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirects to the OpenID provider (code + PKCE) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenID provider returns here; hands the web app a one-time code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges the one-time code of the OpenID callback for an access token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Username and password sign-in (failures limited per IP; after repeated failures for a username, a solved captcha is required: CAPTCHA_REQUIRED) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        username: string;
                        password: string;
                        /** @description a solved ALTCHA challenge (base64 JSON), needed after repeated failures for the username */
                        captcha?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs/network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chain wallets must be on: id, name, RPC and native currency */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Network"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** External pages of the header: bridge widget, account settings, help */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HeaderLinks"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/siwe/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A single-use nonce and the fields of the EIP-4361 message that links a wallet */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SiweNonce"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/siwe/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links the wallet that signed the EIP-4361 message to the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-user-by-wallet-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Username of the account a wallet is linked to (null when none) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        wallet_address: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UsernameAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-list-users-by-list-wallet-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Usernames of several wallets at once (comma-separated, up to 100) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list_wallet_addresses: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UsernamesAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture, video or 3D model (multipart/form-data, field `file`, at most 50 MB)
         * @description The type is found from the bytes: png, jpeg, mp4, mov, glb or glTF (self-contained). Pictures are re-encoded without metadata; models are validated (MODEL_ERROR) and optimised, the optimised glb is `url` and the original is kept (`model.originalUrl`). Errors: EMPTY_FILE, FILE_FORMAT_NOT_SUPPORTED_WITH_LIST (415), FILE_TOO_LARGE (413); 429: MODEL_BUSY (every model worker busy), UPLOADS_IN_PROGRESS (UPLOADS_PER_USER), UPLOAD_QUOTA_REACHED (UPLOAD_DAILY_BYTES a day). `kind` names what the form takes (model: glb and glTF only); a file of another type is refused with that kind's formats.
         */
        post: {
            parameters: {
                query?: {
                    /** @description what the form takes: image, video, model, digitalHuman, media */
                    kind?: "image" | "video" | "model" | "digitalHuman" | "media";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the picture, video or model (the first file part)
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mp/add-nft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an NFT from uploaded media (signed in, linked wallet)
         * @description JSON with the URLs `POST /api/v1/uploads` answered, or multipart/form-data with keys like `moralisData[category][categoryId]` and the media file in `nftData[file_upload]`. Only an admin-market user sets the price, currency and isShow, and their NFT is verified at once; anybody else's is priced 0, hidden and waits for verification. Errors: INVALID_TITLE, INVALID_CURRENCY, INVALID_PRICE, INVALID_SUB_TYPE, INVALID_URL, EMPTY_FILE, PROPERTIES_INVALID, WALLET_NOT_LINKED (403), PRO_ACCOUNT_REQUIRED (403: a category outside NORMAL_CATEGORIES for a user who is neither pro nor admin), COMING_SOON (403: ALLOW_CREATING does not list the category), FILE_FORMAT_NOT_SUPPORTED_WITH_LIST (415: a file the category's form does not take, e.g. a picture on the 3D model form) and the upload errors. A vrLand or vrStore is held by one NFT until an admin rejects it: LAND_TAKEN / STORE_TAKEN (409); a user has one vrLand request waiting for review at a time: LAND_REQUEST_PENDING (409).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateNftPayloadInput"] | null;
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description stored, its URL becomes nftData.file_upload
                         */
                        "nftData[file_upload]"?: Blob;
                        /**
                         * Format: binary
                         * @description as nftData[file_upload]
                         */
                        file_upload?: Blob;
                        /**
                         * Format: binary
                         * @description stored, its URL becomes nftData.model_file
                         */
                        "nftData[model_file]"?: Blob;
                        /**
                         * Format: binary
                         * @description as nftData[model_file]
                         */
                        model_file?: Blob;
                        /**
                         * Format: binary
                         * @description stored, its URL becomes nftData.avatar
                         */
                        "nftData[avatar]"?: Blob;
                        /**
                         * Format: binary
                         * @description as nftData[avatar]
                         */
                        avatar?: Blob;
                        /**
                         * Format: binary
                         * @description stored, its URL becomes nftData.cover
                         */
                        "nftData[cover]"?: Blob;
                        /**
                         * Format: binary
                         * @description as nftData[cover]
                         */
                        cover?: Blob;
                        /**
                         * Format: binary
                         * @description stored, its URL becomes nftData.number_plate_image
                         */
                        "nftData[number_plate_image]"?: Blob;
                        /**
                         * Format: binary
                         * @description as nftData[number_plate_image]
                         */
                        number_plate_image?: Blob;
                        /**
                         * Format: binary
                         * @description stored, its URL becomes nftData.land_texture
                         */
                        "nftData[land_texture]"?: Blob;
                        /**
                         * Format: binary
                         * @description as nftData[land_texture]
                         */
                        land_texture?: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreateNftAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the user's one free vrHome (DefaultHome, price 0 USDT) in a colour
         * @description Creates the unminted DefaultHome owned by the signed-in wallet and takes its colour. Errors: CLAIMED_HOME (409) after a claim, HAVE_NO_LAND (403) without a vrLand, COLOR_EXISTED (409) when another user has the colour, WALLET_NOT_LINKED (403), PRO_ACCOUNT_REQUIRED or COMING_SOON (403) when vrHomes is not open to the user (add-nft's rules).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ClaimHomeBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreateNftAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim-home/is-claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the user has claimed their free home, owns a vrLand, and the home model */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HomeClaimState"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/home-color": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that a home colour is free
         * @description COLOR_EXISTED (409, code home_color_exist in the spec) when another user has it.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HomeColorBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HomeColorAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/home-color/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Confirm a home colour is the signed-in user's (the claim takes it)
         * @description A colour is taken only by claiming the free home in it (one per user), never by this call: it answers available: false for the colour of the caller's home, COLOR_EXISTED (409) for another user's and COLOR_NOT_CLAIMED (409) for a colour no home has.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["HomeColorBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HomeColorAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mp/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Created NFTs waiting for verification, newest first (admin-market users) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NftPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mp/verification/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a created NFT: its owner may then mint and list it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApproveNftBodyInput"] | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VerificationDecision"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/mp/verification/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a created NFT with a reason (1–200 characters); it stays hidden */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RejectNftBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VerificationDecision"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Templates by category, by base price */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    per_page?: string;
                    sort_column?: "price";
                    sort_direction?: "asc" | "desc";
                    keyword?: string;
                    category_id?: string;
                    sub_category_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TemplatePage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template with its parts and materials */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Template"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/map-model3d-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories that hold templates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TemplateCategory"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** vrStore templates by group category and member, by price */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    per_page?: string;
                    sort_column?: "price";
                    sort_direction?: "asc" | "desc";
                    keyword?: string;
                    category_id?: string;
                    sub_category_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StoreTemplatePage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vr-stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a vrStore from a template (signed in, linked wallet)
         * @description name, model_id (a store template), social_id (optional: the caller's own sign-in subject) and category_name (the template's group or member category). Answers data.url, the store's page; send it as the create payload's resource_url, then mark the store created. Errors: STORE_TEMPLATE_NOT_FOUND (404), INVALID_SUB_TYPE (400), WALLET_NOT_LINKED, FORBIDDEN, PRO_ACCOUNT_REQUIRED and COMING_SOON (403, the template category's rules as for add-nft).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        model_id: number | string;
                        social_id?: string;
                        category_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreateStoreAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vr-stores/{storeId}/created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the caller's store created (its NFT exists); the last path segment of data.url
         * @description Only its creator (NOT_STORE_CREATOR, 403); category_name must be the one it was created for (INVALID_SUB_TYPE); STORE_NOT_READY (409) before its NFT exists; again: the same answer.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category_name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarkStoreCreatedAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recommend-design/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many recommend-design requests the signed-in user may still send, of the total */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecommendAvailability"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recommend-design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a recommend-design request (multipart/form-data)
         * @description Fields email, phoneNumber (10 digits), category, description (≤ 1000) and up to 5 png/jpeg attachments (`files` or numbered `file1` … `file5`, each under 50 MB, no two with the same name and size) stored through the upload pipeline. Errors: VALIDATION_FAILED with the form's texts, MAX_FILES_EXCEEDED, IMAGE_FORMAT_NOT_SUPPORTED (415), FILE_TOO_LARGE (413), RECOMMEND_LIMIT_REACHED (403) when none is left.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        email: string | number;
                        phoneNumber: string | number;
                        category: string | number;
                        /** @default  */
                        description?: string;
                        /** @description png or jpeg pictures */
                        files?: Blob[];
                        /**
                         * Format: binary
                         * @description a png or jpeg picture
                         */
                        file1?: Blob;
                        /**
                         * Format: binary
                         * @description a png or jpeg picture
                         */
                        file2?: Blob;
                        /**
                         * Format: binary
                         * @description a png or jpeg picture
                         */
                        file3?: Blob;
                        /**
                         * Format: binary
                         * @description a png or jpeg picture
                         */
                        file4?: Blob;
                        /**
                         * Format: binary
                         * @description a png or jpeg picture
                         */
                        file5?: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecommendSendAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recommend-design/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recommend-design requests received, newest first (admin-market users) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RecommendRequestPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/upload-mystery-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the mystery card: the captured card (PNG data URL) becomes the profile's image_mystery
         * @description Once per account (409 MYSTERY_CARD_CLAIMED), after telegram, discord and twitter are verified (403 NOT_VERIFYED_SOCIAL). The picture goes through the upload pipeline.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MysteryCardBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MysteryCardAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pet models with their combo counts (admin-market users) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PetModel"][];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-combos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a pet model's combos, 8 per page (admin-market users) */
        get: {
            parameters: {
                query: {
                    model_id: string;
                    page?: string;
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PetComboPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pet-combos/{id}/nft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a combo's NFT and link the combo to its id and glbUrl (admin-market users)
         * @description add-nft's JSON payload (the NFT goes into the pet model's category). The NFT and the link are written in one transaction; a combo already linked answers its NFT with created: false, so re-running a half-done batch creates no duplicates.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateNftPayloadInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PetComboCreateAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a 3D model NFT: its media becomes the exported model and picture (owner only)
         * @description Both URLs are answers of `POST /api/v1/uploads` (a glb and a png/jpeg). 403 FORBIDDEN when the caller's linked wallet does not own the NFT, 409 CONFLICT when the NFT is not a 3D model, 400 INVALID_URL for a file that is not our upload of the right kind. Unless the caller is an admin-market user, an approved NFT goes back to the verification queue, hidden until approved again.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PublishNftBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublishNftAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staking configuration */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingConfigs"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/list-assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staking asset options per category (assetId = category id) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingAssets"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/list-durations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staking duration options (code, LOCKED/FLEXIBLE, duration ms, apy fraction) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingDurations"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{address}/list-staking-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wallet’s NFTs that may be staked (owner only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    categoryId?: number;
                };
                header?: never;
                path: {
                    /** @description the wallet */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakeableNftPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{address}/list-staking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wallet’s staking records (owner only); status=CONFIRMED for the active ones */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    keyword?: string;
                    categoryIds?: string | string[];
                    subCategoryIds?: string | string[];
                    assetId?: string;
                    code?: string;
                    status?: "CREATED" | "CONFIRMED" | "CLAIMED" | "CANCELLED";
                };
                header?: never;
                path: {
                    /** @description the wallet */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingRecordPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{address}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staking History, or the Claim History with type=REWARDS (owner only) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    type?: "STAKING" | "REWARDS";
                };
                header?: never;
                path: {
                    /** @description the wallet */
                    address: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingHistoryPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a staking record (CREATED) for NFT `id`, owned by the caller’s wallet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tokenId: string;
                        contractAddress: string;
                        /** @default DAYS */
                        code?: string;
                        /** @default 0 */
                        amount?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingRecordAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records the staking transfer of record `id`: confirmed by the vault’s Staked event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tokenId: string;
                        contractAddress: string;
                        transactionHash: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingRecordAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claims the interest (LOCKED: after the end, with the unstake’s hash; FLEXIBLE: every 30 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tokenId: string;
                        contractAddress: string;
                        transactionHash?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingClaimAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nft/staking-nft/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a staking (FLEXIBLE: with the unstake’s hash; no interest under a month) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tokenId: string;
                        contractAddress: string;
                        transactionHash?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StakingClaimAnswer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auctions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open auctions (newest first; endingSoon: ending within a day, soonest first) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    endingSoon?: "0" | "1" | "true" | "false";
                    categoryIds?: string[];
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuctionPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auctions/my-bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Auctions my linked wallet bid on, with my highest bid and how it stands */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    state?: "WINNING" | "OUTBID" | "WON" | "LOST";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyBidPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auctions/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My linked wallet’s auctions as seller, any state, newest first */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    state?: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuctionPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auctions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One auction with its bids, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuctionDetail"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The EIP-712 offer to sign: the linked wallet as buyer, its next nonce and counter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nftId?: string;
                        collectionId?: string;
                        /** @enum {string} */
                        currency: "USDT" | "BIVE" | "VRA" | "ETH";
                        amount: string;
                        /** Format: date-time */
                        expiry: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfferTerms"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a signed offer after checking it against the chain
         * @description Refused with OFFER_WRONG_CHAIN, OFFER_TERMS_CHANGED, OFFER_EXPIRED, OFFER_EXPIRY_TOO_FAR, OFFER_NOT_MINTED, OFFER_COLLECTION_EMPTY, OFFER_OWN_NFT, OFFER_SIGNATURE_INVALID, OFFER_NONCE_USED (409), OFFER_BALANCE_TOO_LOW or OFFER_ALLOWANCE_TOO_LOW.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nftId?: string;
                        collectionId?: string;
                        chainId: number;
                        message: components["schemas"]["OfferMessageInput"];
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Offer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/made": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My linked wallet’s offers, newest first (every state unless `state`) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    state?: "ACTIVE" | "INACTIVE" | "ACCEPTED" | "CANCELLED" | "EXPIRED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfferPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offers on the NFTs my wallet holds and collection offers covering them, best first */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    state?: "ACTIVE" | "INACTIVE" | "ACCEPTED" | "CANCELLED" | "EXPIRED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfferPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One offer, with the signed message the owner submits to accept it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Offer"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/offers/{id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Merkle proof that a token is covered by a collection offer (empty for an NFT offer) */
        get: {
            parameters: {
                query: {
                    tokenId: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfferProof"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nfts/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The NFT’s offers and the collection offers covering it, best first (open unless `state`) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    state?: "ACTIVE" | "INACTIVE" | "ACCEPTED" | "CANCELLED" | "EXPIRED";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfferPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/collections/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The collection’s collection offers, best first (open unless `state`) */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                    state?: "ACTIVE" | "INACTIVE" | "ACCEPTED" | "CANCELLED" | "EXPIRED";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OfferPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live events (text/event-stream): listings, price changes, cancels, sales, transfers, mints, rentals of an NFT, a collection or a wallet (any given; none: all). Each message has `id:` (send it back as Last-Event-ID to replay what was missed) and `data:` a LiveEvent. */
        get: {
            parameters: {
                query?: {
                    nft?: string;
                    collection?: string;
                    owner?: string;
                    lastEventId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LiveEvent"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications, newest first, with the unread count */
        get: {
            parameters: {
                query?: {
                    page?: string;
                    limit?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPage"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks all the signed-in user's notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationsMarked"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks one of the signed-in user’s notifications read (404 for any other id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's new notifications as they are written (text/event-stream, Authorization: Bearer like every call): each message is `event: notification` with `data:` a Notification. Nothing is replayed; a reconnecting page reads its list again. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/map-land-planning/{id}/show-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The land-planning map page of a land (HTML, framed by the Land on Map card) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description vrLandData.id of the land */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{key}/card.jpg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 1200 × 630 link-preview card of a stored picture (JPEG), made once and stored */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vr-stores/templates/{name}/index.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vrStore template's resource index page (HTML, framed by 'Preview vrStore') */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vr-stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vrStore's page (data.url of Create vrStore) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    storeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ActivityItemInput: {
            id: string;
            tokenId: string | null;
            name: string | null;
            /** @enum {string} */
            type: "TRANSFER" | "BUY" | "SELL" | "MINTED" | "LISTING" | "CREATED" | "CANCELLED" | "AUCTION_CREATED" | "BID" | "AUCTION_SETTLED" | "AUCTION_CANCELLED";
            price: string | null;
            currency: string | null;
            from: string | null;
            to: string | null;
            status: string;
            createdAt: string;
            txId: string | null;
            objectId: string | null;
            nft_details: {
                ownerAddress: string | null;
            };
        };
        ActivityPageInput: {
            results: components["schemas"]["ActivityItemInput"][];
            total: number;
            page: number;
            limit: number;
        };
        AdInput: {
            id: number;
            text: string;
            url?: string;
        };
        NftAuctionInput: {
            id: string;
            highestPrice: string | null;
            reservePrice: string;
            minimumBid: string;
            currency: string;
            bidCount: number;
            endTime: string;
        };
        NftBestOfferInput: {
            id: string;
            amount: string;
            currency: string;
            /** @enum {string} */
            kind: "NFT" | "COLLECTION";
        };
        NftInput: {
            id: string;
            tokenId: string | null;
            contractAddress: string | null;
            tokenUri: string | null;
            ownerAddress: string | null;
            seller: string | null;
            categoryId: number;
            category: {
                categoryId: number;
                categoryName: string;
                categoryTitle: string;
            }[];
            subCategory: {
                subCategoryId: number;
                subCategoryName: string;
            }[];
            collection: {
                collectionId: number;
                collectionName: string;
                totalItems: number;
            }[];
            currency: string;
            currentPrice: string | null;
            mintingPrice: string;
            mintingCurrency: string;
            lastPrice: string | null;
            displayPrice: string;
            offerId: string | null;
            glbUrl: string | null;
            purchasesStatus: number;
            labActive: boolean;
            onchain: boolean;
            onsale: boolean;
            inUsed: boolean;
            isSelling: boolean;
            isVerified: boolean;
            isMinted: boolean;
            isTemplate: boolean;
            assetTier: string | null;
            metadata: {
                image?: string;
                external_url?: string;
            };
            styles: string[];
            components: {
                customTitle?: string;
                mediaUrl?: string;
                mediaType?: string;
                model3dThumbnails?: string;
                model3dTitle?: string;
                model3dName?: string;
                model3dId?: string;
                model3dDescription?: string;
                resourceUrl?: string;
                area?: number;
                properties?: string;
                vrLandData?: {
                    id?: string;
                    landArea?: number;
                    countryName?: string;
                    cityName?: string;
                    projectName?: string;
                    address?: string;
                };
                parts?: {
                    id?: string;
                    meshName?: string;
                    meshThumbnails?: string;
                    textureId?: string;
                    textureName?: string;
                    textureThumbnails?: string;
                }[];
                landId?: string;
                numberPlateImage?: string;
                landTexture?: string;
                homeColor?: string;
                storesSlot?: number;
                gamesSlot?: number;
                boothsSlot?: number;
                publishedAt?: string;
            };
            createdAt: string;
            listedAt: string | null;
            auction: components["schemas"]["NftAuctionInput"] | null;
            bestOffer: components["schemas"]["NftBestOfferInput"] | null;
            isFavorite?: boolean;
            favoriteCount?: number;
            /** @enum {string} */
            verificationStatus?: "PENDING" | "VERIFIED" | "REJECTED";
            rejectionReason?: string | null;
        };
        NftPageInput: {
            results: components["schemas"]["NftInput"][];
            total: number;
            page: number;
            limit: number;
        };
        TrendingNftInput: {
            nftId: string;
            nftInfo: components["schemas"]["NftInput"];
        };
        TrendingNftPageInput: {
            results: components["schemas"]["TrendingNftInput"][];
            total: number;
            page: number;
            limit: number;
        };
        FavouritesPageInput: {
            data: {
                nft: components["schemas"]["NftInput"];
            }[];
            total: number;
            page: number;
            limit: number;
        };
        FavouriteBodyInput: {
            nftId: number | string;
        };
        FavouriteStateInput: {
            nftId: string;
            isFavorite: boolean;
            favoriteCount: number;
        };
        AuctionBidInput: {
            /** @description lowercased wallet */
            bidder: string;
            amount: string;
            at: string;
            txHash: string;
        };
        AuctionInput: {
            id: string;
            chainId: number;
            nft: components["schemas"]["NftInput"] | null;
            hostContract: string;
            tokenId: string;
            seller: string;
            currency: string;
            reservePrice: string;
            highestPrice: string | null;
            highestBidder: string | null;
            minimumBid: string;
            feeBps: number;
            minIncrementBps: number;
            bidCount: number;
            endTime: string;
            createdAt: string;
            /** @enum {string} */
            state: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
            winner: string | null;
        };
        AuctionDetailInput: {
            id: string;
            chainId: number;
            nft: components["schemas"]["NftInput"] | null;
            hostContract: string;
            tokenId: string;
            seller: string;
            currency: string;
            reservePrice: string;
            highestPrice: string | null;
            highestBidder: string | null;
            minimumBid: string;
            feeBps: number;
            minIncrementBps: number;
            bidCount: number;
            endTime: string;
            createdAt: string;
            /** @enum {string} */
            state: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
            winner: string | null;
            bids: components["schemas"]["AuctionBidInput"][];
        };
        AuctionPageInput: {
            results: components["schemas"]["AuctionInput"][];
            total: number;
            page: number;
            limit: number;
        };
        MyBidInput: {
            id: string;
            chainId: number;
            nft: components["schemas"]["NftInput"] | null;
            hostContract: string;
            tokenId: string;
            seller: string;
            currency: string;
            reservePrice: string;
            highestPrice: string | null;
            highestBidder: string | null;
            minimumBid: string;
            feeBps: number;
            minIncrementBps: number;
            bidCount: number;
            endTime: string;
            createdAt: string;
            /** @enum {string} */
            state: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
            winner: string | null;
            myHighestBid: string;
            /** @enum {string} */
            myState: "WINNING" | "OUTBID" | "WON" | "LOST";
        };
        MyBidPageInput: {
            results: components["schemas"]["MyBidInput"][];
            total: number;
            page: number;
            limit: number;
        };
        CaptchaChallengeInput: {
            algorithm: string;
            challenge: string;
            maxnumber?: number;
            salt: string;
            signature: string;
        };
        CategoryInput: {
            id: number;
            name: string;
            title: string;
            avatar: string | null;
            thumbnailLarge: string | null;
            parentCategoryId: number | null;
            nftCategoryId: number | null;
            active: boolean;
            showOnMarket: boolean;
            order: number;
        };
        CategoryTreeNodeInput: {
            id: number;
            title: string;
            children: {
                id: number;
                category_title: string;
            }[];
        };
        CategoryCurrencyConfigInput: {
            categoryId: number;
            /** @description dash-separated currencies a seller may pick, e.g. 'USDT-VRA-aETH' */
            currencySelling: string;
            /** @description dash-separated currencies a buyer may pay with */
            currencyBuying: string;
        };
        CategoryVerifiedConfigInput: {
            /** @description categories whose new NFTs need no admin review */
            categoryIds: number[];
        };
        CollectionStatsInput: {
            floor: {
                currency: string;
                price: string;
            }[];
            volume: {
                currency: string;
                "24h": string;
                "7d": string;
                "30d": string;
                all: string;
            }[];
            sales: number;
            owners: number;
            listed: number;
            listedShare: number;
        };
        CollectionInput: {
            id: number;
            collectionId: number;
            collectionName: string;
            description: string;
            cover: string | null;
            avatar: string | null;
            creator: string | null;
            creatorAddress: string | null;
            totalItems: number;
            stats: components["schemas"]["CollectionStatsInput"];
        };
        CollectionPageInput: {
            results: components["schemas"]["CollectionInput"][];
            total: number;
            page: number;
            limit: number;
        };
        CollectionWriteBodyInput: {
            collectionName: string;
            /** @default  */
            description?: string;
            cover: string;
            avatar: string;
        };
        CollectionNftsBodyInput: {
            /** @enum {string} */
            type: "ADD" | "REMOVE";
            nfts: {
                tokenId: string;
                contractAddress: string;
            }[];
        };
        AppConfigInput: {
            allowBuy: boolean;
            checkWhitelist: boolean;
            allowCreateCollection: boolean;
            /** @description ALLOW_TRADING: categories whose NFTs may be traded */
            allowTrading: number[];
            /** @description ALLOW_CREATING: categories open for creation */
            allowCreating: number[];
            /** @description NORMAL_CATEGORIES: categories a non-pro user may create in */
            normalCategories: number[];
            recommendAvailable: boolean;
            chainId: number;
            /** @description contract name → address on the chain; null until the contracts are deployed */
            contracts: {
                [key: string]: string;
            } | null;
            /** @description the Marketplace contract's fee (listingFee) in basis points, 300 = 3%; null while unknown */
            marketplaceFeeBps: number | null;
        };
        NetworkInput: {
            chainId: number;
            chainName: string;
            rpcUrl: string;
            nativeCurrency: {
                name: string;
                symbol: string;
                decimals: number;
            };
            blockExplorerUrl: string | null;
        };
        HeaderLinksInput: {
            bridgeUrl: string | null;
            accountUrl: string | null;
            helpUrl: string | null;
        };
        CreateNftPayloadInput: {
            moralisData: {
                /** @default {} */
                components?: {
                    model3dName?: string;
                    model3dTitle?: string;
                    customTitle?: string;
                    model3dDescription?: string;
                    model3dId?: string;
                    price?: string | number;
                    parts?: {
                        id: string;
                        textureId?: string | null;
                    }[];
                };
                category: {
                    categoryId: number | string;
                    categoryName?: string;
                    subCategoryId?: (number | string) | null;
                    subCategoryName?: string | null;
                };
                currency?: string;
                isShow?: boolean;
                mintingCurrency?: string;
            };
            nftData: {
                name?: string;
                title: string;
                avatar?: string;
                cover?: string;
                model_file?: string;
                nft_category?: string;
                jsondata?: string;
                file_upload?: string;
                land_planning_id?: string;
                resource_url?: string;
                /** @default [] */
                properties?: {
                    label: string;
                    value: string;
                }[];
                number_plate_image?: string;
                land_texture?: string;
                /** @default [] */
                styles?: string[];
                attached_link?: string;
            };
        };
        CreateNftAnswerInput: {
            /** @enum {number} */
            status_code: 200;
            data: {
                nft: {
                    id: string;
                    tokenId: string | null;
                    onchain: boolean;
                    metadataIpfsUrl: string | null;
                    contractAddress: string | null;
                    tokenUri: string | null;
                    mintingPrice: string;
                    mintingCurrency: string;
                    glbUrl: string | null;
                    isVerified: boolean;
                    isShow: boolean;
                };
            };
        };
        HomeColorBodyInput: {
            color: string;
        };
        HomeColorAnswerInput: {
            color: string;
            available: boolean;
        };
        ClaimHomeBodyInput: {
            color: string;
            /** @default  */
            title?: string;
        };
        HomeClaimStateInput: {
            isClaimed: boolean;
            hasLand: boolean;
            modelUrl: string | null;
            imageUrl: string | null;
        };
        LandInput: {
            id: number;
            landPlanningId: number;
            landName: string;
            landTitle: string;
            landArea: number;
            totalPrice: string;
            currency: string;
            landFeatureType: string;
            address: string;
            email: string;
            landLocationCenter: {
                lat: number;
                lng: number;
            };
            recommendToBuyId: number | null;
            countryName: string;
            cityName: string;
            projectName: string;
            nftId: string | null;
            mapUrl: string;
            updatedAt: string;
        };
        LiveEventInput: {
            id: string;
            /** @enum {string} */
            kind: "listing" | "price" | "cancel" | "sale" | "transfer" | "mint" | "rent" | "auction" | "bid" | "offer" | "reverted";
            nftId: string | null;
            collectionId: string | null;
            tokenId: string | null;
            from: string | null;
            to: string | null;
            price: string | null;
            currency: string | null;
            txHash: string | null;
            at: string;
        };
        MintPermitInput: {
            /** @description uint256 as a decimal string (the NFT id) */
            tokenId: string;
            to: string;
            currency: string;
            currencySymbol: string;
            /** @description in the token’s smallest unit (wei), decimal string */
            mintingPrice: string;
            uri: string;
            /** @description unix seconds */
            deadline: string;
            nonce: string;
            signature: string;
            contract: string;
            chainId: number;
        };
        NftDetailInput: {
            id: string;
            tokenId: string | null;
            contractAddress: string | null;
            tokenUri: string | null;
            ownerAddress: string | null;
            seller: string | null;
            categoryId: number;
            category: {
                categoryId: number;
                categoryName: string;
                categoryTitle: string;
            }[];
            subCategory: {
                subCategoryId: number;
                subCategoryName: string;
            }[];
            collection: {
                collectionId: number;
                collectionName: string;
                totalItems: number;
            }[];
            currency: string;
            currentPrice: string | null;
            mintingPrice: string;
            mintingCurrency: string;
            lastPrice: string | null;
            displayPrice: string;
            offerId: string | null;
            glbUrl: string | null;
            purchasesStatus: number;
            labActive: boolean;
            onchain: boolean;
            onsale: boolean;
            inUsed: boolean;
            isSelling: boolean;
            isVerified: boolean;
            isMinted: boolean;
            isTemplate: boolean;
            assetTier: string | null;
            metadata: {
                image?: string;
                external_url?: string;
            };
            styles: string[];
            components: {
                customTitle?: string;
                mediaUrl?: string;
                mediaType?: string;
                model3dThumbnails?: string;
                model3dTitle?: string;
                model3dName?: string;
                model3dId?: string;
                model3dDescription?: string;
                resourceUrl?: string;
                area?: number;
                properties?: string;
                vrLandData?: {
                    id?: string;
                    landArea?: number;
                    countryName?: string;
                    cityName?: string;
                    projectName?: string;
                    address?: string;
                };
                parts?: {
                    id?: string;
                    meshName?: string;
                    meshThumbnails?: string;
                    textureId?: string;
                    textureName?: string;
                    textureThumbnails?: string;
                }[];
                landId?: string;
                numberPlateImage?: string;
                landTexture?: string;
                homeColor?: string;
                storesSlot?: number;
                gamesSlot?: number;
                boothsSlot?: number;
                publishedAt?: string;
            };
            createdAt: string;
            listedAt: string | null;
            auction: components["schemas"]["NftAuctionInput"] | null;
            bestOffer: components["schemas"]["NftBestOfferInput"] | null;
            isFavorite?: boolean;
            favoriteCount?: number;
            /** @enum {string} */
            verificationStatus?: "PENDING" | "VERIFIED" | "REJECTED";
            rejectionReason?: string | null;
            landMapUrl: string | null;
        };
        NftHistoryItemInput: {
            id: string;
            /** @enum {string} */
            event: "SALE" | "TRANSFER" | "BUY" | "SELL" | "MINTED" | "LISTING" | "CREATED" | "CANCELLED" | "AUCTION_CREATED" | "BID" | "AUCTION_SETTLED" | "AUCTION_CANCELLED";
            from: string | null;
            to: string | null;
            price: string | null;
            currency: string | null;
            tokenAddress: string | null;
            txHash: string | null;
            createdAt: string;
        };
        NftHistoryPageInput: {
            results: components["schemas"]["NftHistoryItemInput"][];
            total: number;
            page: number;
            limit: number;
        };
        NftSourceInput: {
            data: {
                resourceUrl: string | null;
            };
        };
        NftFreeHomeInput: {
            isFreeHome: boolean;
        };
        NftMoreItemsInput: {
            /** @enum {string} */
            source: "collection" | "default";
            results: components["schemas"]["NftInput"][];
        };
        NotificationInput: {
            id: string;
            /** @enum {string} */
            kind: "BID_RECEIVED" | "OUTBID" | "AUCTION_WON" | "AUCTION_NO_BID" | "ITEM_SOLD" | "NFT_APPROVED" | "NFT_REJECTED" | "REFERRAL_CREDITED" | "RENTAL_ENDING" | "STAKE_UNLOCKED" | "OFFER_RECEIVED" | "OFFER_ACCEPTED" | "OFFER_INACTIVE" | "REFUND_CREDITED";
            nftId: string | null;
            nftName: string | null;
            price: string | null;
            currency: string | null;
            auctionId: string | null;
            offerId?: string | null;
            read: boolean;
            createdAt: string;
        };
        NotificationPageInput: {
            results: components["schemas"]["NotificationInput"][];
            total: number;
            page: number;
            limit: number;
            unread: number;
        };
        NotificationsMarkedInput: {
            marked: number;
        };
        OfferMessageInput: {
            buyer: string;
            hostContract: string;
            tokenId: string;
            tokenRoot: string;
            currency: string;
            amount: string;
            expiry: string;
            nonce: string;
            counter: string;
        };
        OfferDomainInput: {
            name: string;
            version: string;
            chainId: number;
            verifyingContract: string;
        };
        OfferTermsInput: {
            domain: components["schemas"]["OfferDomainInput"];
            message: components["schemas"]["OfferMessageInput"];
        };
        OfferInput: {
            id: string;
            chainId: number;
            /** @enum {string} */
            kind: "NFT" | "COLLECTION";
            nft: components["schemas"]["NftInput"] | null;
            collectionId: number | null;
            collectionName: string | null;
            tokenCount: number | null;
            /** @description lowercased wallet */
            buyer: string;
            currency: string;
            currencyAddress: string;
            amount: string;
            expiry: string;
            createdAt: string;
            /** @enum {string} */
            state: "ACTIVE" | "INACTIVE" | "ACCEPTED" | "CANCELLED" | "EXPIRED";
            /** @enum {string|null} */
            inactiveReason: "BALANCE" | "ALLOWANCE" | "OWNER_CHANGED" | null;
            acceptedTokenId: string | null;
            acceptedBy: string | null;
            txHash: string | null;
            message: components["schemas"]["OfferMessageInput"];
            signature: string;
        };
        OfferPageInput: {
            results: components["schemas"]["OfferInput"][];
            total: number;
            page: number;
            limit: number;
        };
        OfferProofInput: {
            tokenId: string;
            proof: string[];
        };
        PetComboPartInput: {
            /** @description the part (mesh) id */
            id: number;
            /** @description null: the part keeps the model's own look */
            textureId: number | null;
            /** @description the glb mesh node */
            meshName: string;
            partTitle: string;
            partAvatar: string | null;
            textureName: string | null;
            textureFile: string | null;
        };
        PetModelInput: {
            id: number;
            name: string;
            title: string;
            avatar: string | null;
            modelFile: string;
            /** @description USDT; the price of each NFT created from its combos */
            price: string;
            categoryId: number;
            categoryName: string;
            subCategoryId: number | null;
            subCategoryName: string | null;
            partNames: string[];
            totalCombos: number;
            createdCombos: number;
        };
        PetComboInput: {
            id: number;
            name: string;
            collectionName: string;
            data: components["schemas"]["PetComboPartInput"][];
            model: {
                id: number;
                name: string;
                title: string;
                modelFile: string;
                partNames: string[];
            };
            nftId: string | null;
            glbUrl: string | null;
        };
        PetComboPageInput: {
            results: components["schemas"]["PetComboInput"][];
            totalResults: number;
            totalPages: number;
            page: number;
            limit: number;
        };
        PetComboCreateAnswerInput: {
            /** @description false: the combo was linked before; nothing new was created */
            created: boolean;
            nft: {
                id: string;
                tokenId: string | null;
                onchain: boolean;
                metadataIpfsUrl: string | null;
                contractAddress: string | null;
                tokenUri: string | null;
                mintingPrice: string;
                mintingCurrency: string;
                glbUrl: string | null;
                isVerified: boolean;
                isShow: boolean;
            };
            combo: components["schemas"]["PetComboInput"];
        };
        PublishNftBodyInput: {
            glbUrl: string;
            imageUrl: string;
        };
        PublishNftAnswerInput: {
            id: string;
            glbUrl: string;
            image: string;
            /** @description ISO time */
            publishedAt: string;
        };
        NftPriceHistoryInput: {
            currencies: {
                currency: string;
                sales: {
                    at: string;
                    price: string;
                }[];
                listings: {
                    at: string;
                    price: string;
                }[];
            }[];
        };
        CollectionDailyInput: {
            from: string;
            to: string;
            currencies: {
                currency: string;
                days: {
                    day: string;
                    floor: string;
                    volume: string;
                    sales: number;
                }[];
            }[];
        };
        PurchaseCheckInput: {
            nftId: string;
            /** @enum {string} */
            kind: "offer" | "mint";
            offerId: string | null;
            price: string;
            priceUnits: string;
            currency: string;
            currencyAddress: string;
            contract: string;
            chainId: number;
        };
        AethRateInput: {
            /** @enum {string} */
            base: "ETH";
            /** @enum {string} */
            quote: "USDT";
            rate: string | null;
            at: string;
        };
        RecommendAvailabilityInput: {
            available: number;
            total: number;
        };
        RecommendSendAnswerInput: {
            available: number;
            total: number;
            id: string;
        };
        RecommendRequestInput: {
            id: string;
            email: string;
            phoneNumber: string;
            category: string;
            description: string;
            attachments: {
                url: string;
                name: string;
                size: number;
            }[];
            username: string | null;
            createdAt: string;
        };
        RecommendRequestPageInput: {
            results: components["schemas"]["RecommendRequestInput"][];
            total: number;
            page: number;
            limit: number;
        };
        MysteryCardBodyInput: {
            image: string;
            hash?: string;
        };
        MysteryCardAnswerInput: {
            imageMystery: string;
        };
        ReferralItemInput: {
            id: string;
            tokenId: string;
            objectId: string | null;
            code: string;
            receiver: string;
            subCategoryName: string | null;
            claimed: boolean;
            createdAt: string;
            txId: string;
            price: string;
            currency: string;
        };
        ReferralSummaryInput: {
            subCategoryId: number | null;
            subCategoryName: string | null;
            currency: string;
            count: number;
            totalPrice: string;
            available: number;
        };
        ReferListInput: {
            results: components["schemas"]["ReferralItemInput"][];
            total: number;
            page: number;
            limit: number;
            summary: components["schemas"]["ReferralSummaryInput"][];
        };
        ReferralClaimBodyInput: {
            subCategoryId: number | string;
            createdAt: number;
            hash: string;
        };
        ClaimHistoryItemInput: {
            id: string;
            subCategoryId: number | null;
            subCategoryName: string | null;
            amount: number;
            pricePerUnit: string;
            total: string;
            percent: number;
            payment: string;
            currency: string;
            approved: boolean;
            /** @enum {string} */
            status: "PENDING" | "APPROVING" | "APPROVED";
            createdAt: string;
            approvedAt: string | null;
            txId: string | null;
            wallet: string;
            username: string;
        };
        ClaimHistoryPageInput: {
            results: components["schemas"]["ClaimHistoryItemInput"][];
            total: number;
            page: number;
            limit: number;
        };
        ReferralClaimCreatedInput: {
            results: components["schemas"]["ClaimHistoryItemInput"][];
        };
        PayoutBalanceInput: {
            currency: string;
            token: string;
            credited: string;
            withdrawn: string;
            pending: string;
        };
        PayoutBalancesInput: {
            results: components["schemas"]["PayoutBalanceInput"][];
        };
        StakingAssetInput: {
            id: string;
            assetId: string;
            assetType: string;
            assetTier: string;
            value: string;
        };
        StakingDurationInput: {
            id: string;
            code: string;
            /** @enum {string} */
            type: "LOCKED" | "FLEXIBLE";
            duration: number;
            apy: number;
        };
        StakingAssetsInput: {
            data: components["schemas"]["StakingAssetInput"][];
        };
        StakingDurationsInput: {
            data: components["schemas"]["StakingDurationInput"][];
        };
        StakingConfigsInput: {
            data: {
                vaultAddress: string | null;
                chainId: number;
                methods: ("LOCKED" | "FLEXIBLE")[];
                flexibleCode: string;
                flexibleClaimWaitMs: number;
                daysPerYear: number;
                now: number;
            };
        };
        StakeableNftInput: {
            id: string;
            tokenId: string;
            contractAddress: string;
            title: string;
            image: string | null;
            categoryId: number;
            categoryName: string | null;
            asset: components["schemas"]["StakingAssetInput"];
        };
        StakingRecordInput: {
            _id: string;
            tokenId: string;
            contractAddress: string;
            nftId: string;
            nft: {
                components: {
                    customTitle: string;
                };
                metadata: {
                    image: string | null;
                };
                categoryId: number;
            }[];
            assets: {
                id: string;
                value: string;
                assetType: string;
            }[];
            apy: number;
            duration: number;
            code: string;
            /** @enum {string} */
            type: "LOCKED" | "FLEXIBLE";
            /** @enum {string} */
            status: "CREATED" | "CONFIRMED" | "CLAIMED" | "CANCELLED";
            startDate: string | null;
            endDate: string | null;
            claimedAt: number | null;
            transactionHash: string | null;
            amount: string;
            updatedAt: string;
            createdAt: string;
            stakeId: string | null;
            returned: boolean;
        };
        StakingRecordPageInput: {
            results: components["schemas"]["StakingRecordInput"][];
            total: number;
            page: number;
            limit: number;
            now: number;
        };
        StakingRewardInput: {
            id: string;
            stakingId: string;
            tokenId: string;
            title: string;
            /** @enum {string} */
            kind: "CLAIM" | "CANCEL";
            days: number;
            amount: string;
            currency: string;
            createdAt: string;
            /** @enum {string} */
            payoutStatus: "PENDING" | "PAYING" | "PAID" | "FAILED";
            txHash: string | null;
        };
        StakingHistoryPageInput: {
            results: (components["schemas"]["StakingRecordInput"] | components["schemas"]["StakingRewardInput"])[];
            total: number;
            page: number;
            limit: number;
            now: number;
        };
        StakingRecordAnswerInput: {
            data: components["schemas"]["StakingRecordInput"];
        };
        StakingClaimAnswerInput: {
            data: components["schemas"]["StakingRecordInput"];
            reward: {
                amount: string;
                days: number;
                /** @enum {string|null} */
                payoutStatus: "PENDING" | "PAYING" | "PAID" | "FAILED" | null;
                txHash: string | null;
            };
        };
        StoreTemplateInput: {
            id: number;
            name: string;
            title: string;
            description: string;
            avatar: string | null;
            /** @description USDT */
            price: string;
            /** @description square metres */
            area: string | null;
            modelFile: string;
            modelCategoryId: number;
            parentCategoryId: number;
            resourceUrl: string;
        };
        StoreTemplatePageInput: {
            results: components["schemas"]["StoreTemplateInput"][];
            total: number;
            page: number;
            limit: number;
        };
        CreateStoreAnswerInput: {
            /** @enum {number} */
            status_code: 200;
            data: {
                url: string;
            };
        };
        MarkStoreCreatedAnswerInput: {
            /** @enum {number} */
            status_code: 200;
            data: {
                url: string;
                nftId: string;
                createdAt: string;
            };
        };
        SwapKeyInput: {
            /** @description the EIP-712 digest: the on-chain key id (each is usable once) */
            keyHash: string;
            signature: string;
            /** @description the owner’s wallet (lowercased) */
            user: string;
            givenContract: string;
            /** @description uint256 as decimal text */
            givenTokenId: string;
            wantedContract: string;
            /** @description uint256 as decimal text */
            wantedTokenId: string;
            /** @description unix seconds */
            deadline: string;
            /** @description the SwapDesk contract: the fixed address the NFT is sent to */
            swapDesk: string;
            chainId: number;
        };
        SwapStatusInput: {
            /** @enum {string} */
            status: "KEY_REQUIRED" | "KEY_ISSUED";
            data: components["schemas"]["NftInput"] | null;
            key: components["schemas"]["SwapKeyInput"] | null;
        };
        SwapKeyAnswerInput: {
            data: components["schemas"]["NftInput"];
            key: components["schemas"]["SwapKeyInput"];
        };
        TemplateMeshInput: {
            id: number;
            title: string;
            name: string;
            avatar: string | null;
            /** @description USDT */
            price: string;
            required: boolean;
        };
        TemplateTextureInput: {
            id: number;
            meshId: number;
            name: string;
            avatar: string | null;
            /** @description USDT */
            price: string;
            file: string;
        };
        TemplateInput: {
            id: number;
            name: string;
            title: string;
            description: string;
            avatar: string | null;
            /** @description base price in USDT */
            price: string;
            /** @description square metres */
            area: string | null;
            modelFile: string;
            modelCategoryId: number;
            parentCategoryId: number;
            resourceUrl: string | null;
            modelMeshes: components["schemas"]["TemplateMeshInput"][];
            modelTextures: components["schemas"]["TemplateTextureInput"][];
        };
        TemplatePageInput: {
            results: components["schemas"]["TemplateInput"][];
            total: number;
            page: number;
            limit: number;
        };
        TemplateCategoryInput: {
            id: number;
            name: string;
            title: string;
            total: number;
        };
        UploadAnswerInput: {
            url: string;
            /** @enum {string} */
            mediaType: "image/png" | "image/jpeg" | "video/mp4" | "video/quicktime" | "model/gltf-binary";
            bytes: number;
            width?: number;
            height?: number;
            model?: {
                bytes: number;
                optimisedBytes: number;
                triangles: number;
                parts: number;
                originalUrl: string;
            };
        };
        ProfileInput: {
            id: number;
            username: string;
            fullname: string;
            avatar: string | null;
            publicKey: string | null;
            isPro: boolean;
            proType: number;
            is_admin_market: boolean;
            is_whitelist_market: boolean;
            properties: {
                [key: string]: unknown;
            };
        };
        SessionInput: {
            data: {
                access_token: string;
                expires_in: number;
                user_data: components["schemas"]["ProfileInput"];
            };
        };
        SiweNonceInput: {
            nonce: string;
            domain: string;
            uri: string;
            chainId: number;
            /** Format: date-time */
            expiresAt: string;
        };
        UsernameAnswerInput: {
            user_name: string | null;
        };
        UsernamesAnswerInput: {
            list_usernames: {
                [key: string]: string;
            };
        };
        ApproveNftBodyInput: {
            isShow?: boolean;
        };
        RejectNftBodyInput: {
            reason: string;
        };
        VerificationDecisionInput: {
            id: string;
            /** @enum {string} */
            verificationStatus: "PENDING" | "VERIFIED" | "REJECTED";
            isVerified: boolean;
            isShow: boolean;
            rejectionReason: string | null;
        };
        ErrorEnvelopeInput: {
            statusCode: number;
            /** @enum {string} */
            code: "TITLE_INCORRECT_NETWORK" | "TITLE_REQUEST_FAILED" | "TITLE_INVALID_VALUE" | "TITLE_NO_FILE_CHOSEN" | "TITLE_INVALID_CURRENCY" | "TITLE_EMPTY_COLOR" | "TITLE_MODEL_3D_ERROR" | "TITLE_CLAIMED" | "TITLE_ERROR" | "TITLE_ERRORS" | "INCORRECT_NETWORK" | "PROCESS_FAILED" | "INVALID_URL" | "INVALID_PRICE" | "INVALID_TITLE" | "INVALID_SUB_TYPE" | "EMPTY_FILE" | "EMPTY_NUMBER_PLATE" | "PROPERTIES_INVALID" | "INVALID_CURRENCY" | "EMPTY_COLOR" | "MODEL_ERROR" | "CLAIMED_HOME" | "COLOR_EXISTED" | "COLOR_USED" | "HAVE_NO_LAND" | "PRICE_GREATER_THAN_ZERO" | "PRICE_HIGHER_THAN_ZERO" | "PRICE_INTEGER_TOO_LONG" | "PRICE_TOO_MANY_DECIMALS" | "INVALID_ETHEREUM_ADDRESS" | "INVALID_VALUE" | "FILE_FORMAT_NOT_SUPPORTED" | "FILE_FORMAT_NOT_SUPPORTED_WITH_LIST" | "FILE_TOO_LARGE" | "TEXT_TOO_LONG" | "COLLECTION_NAME_REQUIRED" | "COLLECTION_NAME_TOO_LONG" | "COLLECTION_DESCRIPTION_TOO_LONG" | "COVER_IMAGE_REQUIRED" | "AVATAR_IMAGE_REQUIRED" | "IMAGE_FORMAT_NOT_SUPPORTED" | "MAX_FILE_SIZE_50MB" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "PHONE_REQUIRED" | "PHONE_INVALID" | "CATEGORY_REQUIRED" | "DUPLICATE_FILES" | "MAX_FILES_EXCEEDED" | "NEWSLETTER_EMAIL_INVALID" | "SELECT_AT_LEAST_ONE_NFT" | "CAPTCHA_REQUIRED" | "INVALID_RENT_UNIT" | "WALLET_DENIED" | "TRANSACTION_DENIED" | "WALLET_NOT_ENOUGH_BALANCE" | "WALLET_TRANSFER_EXCEEDS_BALANCE" | "WALLET_DEFAULT_ERROR" | "WALLET_NOT_DETECTED" | "WALLET_LOCKED" | "NOT_ENOUGH_BALANCE" | "WALLET_NOT_LINKED" | "WRONG_WALLET" | "NOT_IN_WHITELIST" | "ACCOUNT_LEVEL_REQUIRED" | "AUCTION_BID_TOO_LOW" | "AUCTION_ENDED" | "AUCTION_OWN_BID" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "VALIDATION_FAILED" | "RATE_LIMITED" | "SOMETHING_WRONG_TRY_LATER" | "SOME_THING_WRONG" | "NOT_VERIFYED_SOCIAL" | "NO_REFERRALS_TO_CLAIM" | "NO_REFERRALS_YET" | "USER_NOT_FOUND" | "RECOMMEND_LIMIT_REACHED" | "RECOMMEND_NOT_SENT" | "MYSTERY_CARD_CLAIMED" | "NEWSLETTER_NOT_SENT" | "NOT_LOGGED_IN" | "ERROR_FALLBACK" | "PAGE_NOT_FOUND" | "COMING_SOON" | "FEATURE_NOT_AVAILABLE" | "CREATE_COLLECTION_FAILED" | "ADD_TO_COLLECTION_FAILED" | "INTERNAL_ERROR" | "CONFLICT" | "NFT_NOT_FOUND" | "COLLECTION_NOT_FOUND" | "LAND_TAKEN" | "LAND_NOT_FOUND" | "LAND_REQUEST_PENDING" | "STORE_TEMPLATE_NOT_FOUND" | "STORE_NOT_FOUND" | "STORE_TAKEN" | "STORE_NOT_READY" | "COLOR_NOT_CLAIMED" | "NOT_STORE_CREATOR" | "NOT_NFT_OWNER" | "NOT_COLLECTION_CREATOR" | "TRADING_NOT_ALLOWED" | "BUYING_DISABLED" | "TRANSACTION_FAILED" | "CHAIN_NOT_ANSWERING" | "TRANSACTION_MISMATCH" | "TRANSACTION_NOT_FOUND" | "CAPTCHA_INVALID" | "PRO_ACCOUNT_REQUIRED" | "INVALID_CREDENTIALS" | "SIGNATURE_INVALID" | "NOT_SWAPPABLE" | "SWAP_PARTNER_UNAVAILABLE" | "WALLET_ALREADY_LINKED" | "WALLET_LINKED_TO_OTHER_ACCOUNT" | "CLAIM_REQUEST_EXPIRED" | "CLAIM_REQUEST_REPLAYED" | "CLAIM_REQUEST_OPEN" | "CLAIM_REQUEST_NOT_PENDING" | "CLAIM_REQUEST_NOT_FOUND" | "PAYOUT_FAILED" | "MINTER_ROLES_NOT_CHECKED" | "STAKING_NOT_FOUND" | "AUCTION_NOT_FOUND" | "OFFER_NOT_FOUND" | "OFFER_EXPIRED" | "OFFER_EXPIRY_TOO_FAR" | "OFFER_OWN_NFT" | "OFFER_BALANCE_TOO_LOW" | "OFFER_ALLOWANCE_TOO_LOW" | "OFFER_SIGNATURE_INVALID" | "OFFER_WRONG_CHAIN" | "OFFER_TERMS_CHANGED" | "OFFER_NONCE_USED" | "OFFER_NOT_MINTED" | "OFFER_COLLECTION_EMPTY" | "MODEL_BUSY" | "UPLOADS_IN_PROGRESS" | "UPLOAD_QUOTA_REACHED" | "STAKING_ASSET_NOT_FOUND" | "STAKING_DURATION_INVALID" | "STAKING_EXISTS" | "STAKING_NOT_CONFIRMED" | "STAKING_TRANSFER_USED" | "STAKING_LOCKED" | "STAKING_CLAIM_WAIT" | "STAKING_NOT_RETURNED" | "STAKING_CLOSED" | "BUY_SUCCESS" | "SELL_SUCCESS" | "CANCEL_SUCCESS" | "CHANGE_PRICE_SUCCESS" | "TRANSFER_SUCCESS" | "CREATE_NFT_SUCCESS" | "NEWSLETTER_SENT" | "CONGRATULATION" | "CREATE_SUCCESS_WAIT_VERIFY" | "CLAIM" | "CLAIM_MYSTERY_CARD" | "REFERRAL_CLAIM_SUCCESS" | "PUBLISH_SUCCESS" | "MINT_SUCCESS" | "RENT_SUCCESS" | "SWAP_SUCCESS" | "AUCTION_CREATE_SUCCESS" | "BID_SUCCESS" | "SETTLE_AUCTION_SUCCESS" | "CANCEL_AUCTION_SUCCESS" | "OFFER_SUCCESS" | "ACCEPT_OFFER_SUCCESS" | "CANCEL_OFFER_SUCCESS" | "CANCEL_ALL_OFFERS_SUCCESS" | "CREATE_COLLECTION_SUCCESS" | "EDIT_COLLECTION_SUCCESS" | "ADD_TO_COLLECTION_SUCCESS" | "REMOVE_FROM_COLLECTION_SUCCESS" | "STAKING_SUCCESS" | "CLAIM_STAKING_SUCCESS" | "CANCEL_STAKING_SUCCESS" | "RECOMMEND_SENT" | "PETS_CREATED" | "COPIED_LINK" | "COPY_TO_CLIPBOARD" | "COPIED" | "CONFIRM_MINT" | "CONFIRM_CANCEL_SALE" | "CONFIRM_PUBLISH" | "CONFIRM_BUY" | "CONFIRM_CREATE_MODEL" | "CONFIRM_UPDATE_COLLECTION" | "CONFIRM_ADD_TO_COLLECTION" | "CONFIRM_REMOVE_FROM_COLLECTION" | "CONFIRM_CREATE_COLLECTION" | "CONFIRM_CLAIM" | "CONFIRM_SEND_RECOMMEND" | "NAVIGATION_WARNING_TITLE" | "NAVIGATION_WARNING" | "NOTIFICATION" | "EMPTY_NO_MATCHES" | "EMPTY_NO_COLLECTIONS" | "EMPTY_NO_ITEM" | "EMPTY_NO_TEMPLATE" | "EMPTY_NO_DATA" | "EMPTY_COMING" | "EMPTY_NO_RESULT" | "EMPTY_NO_STAKING_HISTORY" | "EMPTY_NO_CLAIM_HISTORY" | "OK" | "CANCEL" | "CONFIRM" | "YES" | "NO" | "BACK" | "NEXT" | "DONE" | "TRY_AGAIN" | "LOADING" | "VIEW_MORE" | "CLEAR" | "SEARCH" | "REFRESH" | "ALL" | "BANNER_MARKETPLACE_TITLE" | "BANNER_BENEFITS_TITLE" | "EXPLORE" | "CREATE" | "TOP_COLLECTION" | "POPULAR_CATEGORIES" | "GUIDE_SET_UP_WALLET" | "GUIDE_CREATE_COLLECTION" | "GUIDE_ADD_NFTS" | "GUIDE_LIST_FOR_SALE" | "NEWSLETTER_SUBSCRIBE" | "NFTS_FOR_SALE" | "NFTS_FOR_RENT" | "NFTS_FOR_SALE_OR_RENT" | "RECENT_LISTED" | "TRENDING_NFTS" | "CURRENCY" | "SORT_RECENT" | "SORT_LOWEST_PRICE" | "SORT_HIGHEST_PRICE" | "CLEAR_FILTER" | "STYLES" | "CATEGORIES" | "STATUS_IN_USE" | "STATUS_SELLING" | "STATUS_RENT" | "STATUS_RENTING" | "STATUS_RENTED" | "STATUS_UNVERIFIED" | "STATUS_NOT_MINTED" | "STATUS_ON_AUCTION" | "STATUS_UNMINTED" | "PENDING_RENT_DURATION" | "REFERRAL_CLAIMED" | "REFERRAL_AVAILABLE" | "CLAIM_APPROVED" | "CLAIM_PENDING" | "MY_COLLECTIONS" | "EXPLORE_COLLECTIONS" | "NEW_COLLECTION" | "CREATE_COLLECTION" | "EDIT_COLLECTION" | "BY_CREATOR" | "BY_CREATOR_CAPITAL" | "ANONYMOUS" | "UNKNOWN" | "READ_MORE" | "SHOW_LESS" | "MY_NFTS" | "SEARCH_BY_NAME_OR_ATTRIBUTE" | "ADD_TO_COLLECTION" | "COLLECTION_NAME_LABEL" | "DESCRIPTION_LABEL" | "COVER_IMAGE_LABEL" | "AVATAR_IMAGE_LABEL" | "REFRESH_METADATA" | "PREVIEW" | "SHARE" | "PREVIEW_MODEL_3D" | "CATEGORY" | "SUB_CATEGORY" | "OWNER" | "SELLER" | "AREA" | "DATA" | "LAND_ON_MAP" | "MODEL_3D" | "SHOW_RESOURCE_URL" | "MEDIA" | "PARTS" | "MATERIALS" | "SALE_HISTORY" | "BUYER_COLUMN" | "SELLER_COLUMN" | "PRICE" | "TIME" | "MARKETPLACE_FEE" | "AMOUNT_RECEIVED" | "ACTION_MINT" | "ACTION_SELL" | "ACTION_CHANGE_PRICE" | "ACTION_CANCEL_SALE" | "ACTION_TRANSFER" | "ACTION_RENT" | "ACTION_SWAP" | "ACTION_BUY" | "ACTION_PUBLISH" | "SELL_NFT" | "CHANGE_PRICE" | "TRANSFER_NFT" | "RENT_NFT" | "SWAP_NFT" | "SELECT_NFTS" | "RECIPIENT_ADDRESS" | "DURATION" | "REFERRAL_CODE" | "SEARCH_PLACEHOLDER" | "SEARCH_PLACEHOLDER_SHORT" | "CREATE_COLLECTIONS" | "CREATE_NFTS" | "STAKING_NFT" | "BRIDGE_NFT" | "RECOMMEND_DESIGN_NFT" | "NO_WALLETS_LINKED" | "CONNECT_WALLET" | "LINK_YOUR_WALLET" | "INSTALL_WALLET" | "ACCOUNT_INFORMATION" | "MENU_PROFILE" | "MENU_COLLECTION" | "MENU_INVENTORY" | "MENU_FAVORITE_LIST" | "MENU_CLAIM" | "MENU_ACTIVITY" | "DARK_MODE" | "HELP_AND_SUPPORT" | "SIGN_OUT" | "SIGN_IN" | "CREATE_NFT_FROM_TEMPLATE" | "TEMPLATES_OF_CATEGORY" | "ADD_3D_MODEL" | "CREATE_3D_AVATAR" | "FULL_BODY_CHARACTER" | "HALF_BODY_CHARACTER" | "CHOOSE_ANOTHER_FILE" | "ADD_PROPERTY" | "TITLE_LABEL" | "SUB_CATEGORY_LABEL" | "ATTACHED_LINK" | "RESOURCE_URL" | "SHOW_ON_MARKETPLACE" | "UPLOAD_NUMBER_PLATE" | "UPLOAD_TEXTURE" | "PREVIEW_VRSTORE" | "CREATE_ALL_NFTS" | "CREATE_NEW_NFT" | "PENDING_BALANCE" | "REFERRAL_BONUS" | "MYSTERY_CARD" | "VERIFY_NOW" | "COL_TOKEN_ID" | "COL_NAME" | "COL_EVENT" | "COL_FROM" | "COL_TO" | "COL_STATUS" | "COL_CREATED_AT" | "COL_TX_ID" | "COL_ID" | "COL_TYPE" | "COL_UPDATED_AT" | "FAVORITE_LIST" | "PROFILE_MY_NFTS" | "PROFILE_MY_COLLECTIONS" | "PROFILE_MY_FAVORITES" | "FOLLOWERS" | "FOLLOWING" | "EMAIL_LABEL" | "PHONE_LABEL" | "CATEGORY_LABEL" | "ATTACHMENT_FILE" | "STAKING_NFTS" | "STAKING_NOW" | "MY_STAKING_NFTS" | "ALL_ASSETS" | "ALL_DURATION" | "FLEXIBLE" | "STAKING_HISTORY" | "CLAIM_HISTORY" | "PLEASE_CHECK_INFORMATION" | "STAKING" | "TRANSFER";
            message: string;
            fieldErrors?: {
                path: string;
                /** @enum {string} */
                code?: "TITLE_INCORRECT_NETWORK" | "TITLE_REQUEST_FAILED" | "TITLE_INVALID_VALUE" | "TITLE_NO_FILE_CHOSEN" | "TITLE_INVALID_CURRENCY" | "TITLE_EMPTY_COLOR" | "TITLE_MODEL_3D_ERROR" | "TITLE_CLAIMED" | "TITLE_ERROR" | "TITLE_ERRORS" | "INCORRECT_NETWORK" | "PROCESS_FAILED" | "INVALID_URL" | "INVALID_PRICE" | "INVALID_TITLE" | "INVALID_SUB_TYPE" | "EMPTY_FILE" | "EMPTY_NUMBER_PLATE" | "PROPERTIES_INVALID" | "INVALID_CURRENCY" | "EMPTY_COLOR" | "MODEL_ERROR" | "CLAIMED_HOME" | "COLOR_EXISTED" | "COLOR_USED" | "HAVE_NO_LAND" | "PRICE_GREATER_THAN_ZERO" | "PRICE_HIGHER_THAN_ZERO" | "PRICE_INTEGER_TOO_LONG" | "PRICE_TOO_MANY_DECIMALS" | "INVALID_ETHEREUM_ADDRESS" | "INVALID_VALUE" | "FILE_FORMAT_NOT_SUPPORTED" | "FILE_FORMAT_NOT_SUPPORTED_WITH_LIST" | "FILE_TOO_LARGE" | "TEXT_TOO_LONG" | "COLLECTION_NAME_REQUIRED" | "COLLECTION_NAME_TOO_LONG" | "COLLECTION_DESCRIPTION_TOO_LONG" | "COVER_IMAGE_REQUIRED" | "AVATAR_IMAGE_REQUIRED" | "IMAGE_FORMAT_NOT_SUPPORTED" | "MAX_FILE_SIZE_50MB" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "PHONE_REQUIRED" | "PHONE_INVALID" | "CATEGORY_REQUIRED" | "DUPLICATE_FILES" | "MAX_FILES_EXCEEDED" | "NEWSLETTER_EMAIL_INVALID" | "SELECT_AT_LEAST_ONE_NFT" | "CAPTCHA_REQUIRED" | "INVALID_RENT_UNIT" | "WALLET_DENIED" | "TRANSACTION_DENIED" | "WALLET_NOT_ENOUGH_BALANCE" | "WALLET_TRANSFER_EXCEEDS_BALANCE" | "WALLET_DEFAULT_ERROR" | "WALLET_NOT_DETECTED" | "WALLET_LOCKED" | "NOT_ENOUGH_BALANCE" | "WALLET_NOT_LINKED" | "WRONG_WALLET" | "NOT_IN_WHITELIST" | "ACCOUNT_LEVEL_REQUIRED" | "AUCTION_BID_TOO_LOW" | "AUCTION_ENDED" | "AUCTION_OWN_BID" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "VALIDATION_FAILED" | "RATE_LIMITED" | "SOMETHING_WRONG_TRY_LATER" | "SOME_THING_WRONG" | "NOT_VERIFYED_SOCIAL" | "NO_REFERRALS_TO_CLAIM" | "NO_REFERRALS_YET" | "USER_NOT_FOUND" | "RECOMMEND_LIMIT_REACHED" | "RECOMMEND_NOT_SENT" | "MYSTERY_CARD_CLAIMED" | "NEWSLETTER_NOT_SENT" | "NOT_LOGGED_IN" | "ERROR_FALLBACK" | "PAGE_NOT_FOUND" | "COMING_SOON" | "FEATURE_NOT_AVAILABLE" | "CREATE_COLLECTION_FAILED" | "ADD_TO_COLLECTION_FAILED" | "INTERNAL_ERROR" | "CONFLICT" | "NFT_NOT_FOUND" | "COLLECTION_NOT_FOUND" | "LAND_TAKEN" | "LAND_NOT_FOUND" | "LAND_REQUEST_PENDING" | "STORE_TEMPLATE_NOT_FOUND" | "STORE_NOT_FOUND" | "STORE_TAKEN" | "STORE_NOT_READY" | "COLOR_NOT_CLAIMED" | "NOT_STORE_CREATOR" | "NOT_NFT_OWNER" | "NOT_COLLECTION_CREATOR" | "TRADING_NOT_ALLOWED" | "BUYING_DISABLED" | "TRANSACTION_FAILED" | "CHAIN_NOT_ANSWERING" | "TRANSACTION_MISMATCH" | "TRANSACTION_NOT_FOUND" | "CAPTCHA_INVALID" | "PRO_ACCOUNT_REQUIRED" | "INVALID_CREDENTIALS" | "SIGNATURE_INVALID" | "NOT_SWAPPABLE" | "SWAP_PARTNER_UNAVAILABLE" | "WALLET_ALREADY_LINKED" | "WALLET_LINKED_TO_OTHER_ACCOUNT" | "CLAIM_REQUEST_EXPIRED" | "CLAIM_REQUEST_REPLAYED" | "CLAIM_REQUEST_OPEN" | "CLAIM_REQUEST_NOT_PENDING" | "CLAIM_REQUEST_NOT_FOUND" | "PAYOUT_FAILED" | "MINTER_ROLES_NOT_CHECKED" | "STAKING_NOT_FOUND" | "AUCTION_NOT_FOUND" | "OFFER_NOT_FOUND" | "OFFER_EXPIRED" | "OFFER_EXPIRY_TOO_FAR" | "OFFER_OWN_NFT" | "OFFER_BALANCE_TOO_LOW" | "OFFER_ALLOWANCE_TOO_LOW" | "OFFER_SIGNATURE_INVALID" | "OFFER_WRONG_CHAIN" | "OFFER_TERMS_CHANGED" | "OFFER_NONCE_USED" | "OFFER_NOT_MINTED" | "OFFER_COLLECTION_EMPTY" | "MODEL_BUSY" | "UPLOADS_IN_PROGRESS" | "UPLOAD_QUOTA_REACHED" | "STAKING_ASSET_NOT_FOUND" | "STAKING_DURATION_INVALID" | "STAKING_EXISTS" | "STAKING_NOT_CONFIRMED" | "STAKING_TRANSFER_USED" | "STAKING_LOCKED" | "STAKING_CLAIM_WAIT" | "STAKING_NOT_RETURNED" | "STAKING_CLOSED" | "BUY_SUCCESS" | "SELL_SUCCESS" | "CANCEL_SUCCESS" | "CHANGE_PRICE_SUCCESS" | "TRANSFER_SUCCESS" | "CREATE_NFT_SUCCESS" | "NEWSLETTER_SENT" | "CONGRATULATION" | "CREATE_SUCCESS_WAIT_VERIFY" | "CLAIM" | "CLAIM_MYSTERY_CARD" | "REFERRAL_CLAIM_SUCCESS" | "PUBLISH_SUCCESS" | "MINT_SUCCESS" | "RENT_SUCCESS" | "SWAP_SUCCESS" | "AUCTION_CREATE_SUCCESS" | "BID_SUCCESS" | "SETTLE_AUCTION_SUCCESS" | "CANCEL_AUCTION_SUCCESS" | "OFFER_SUCCESS" | "ACCEPT_OFFER_SUCCESS" | "CANCEL_OFFER_SUCCESS" | "CANCEL_ALL_OFFERS_SUCCESS" | "CREATE_COLLECTION_SUCCESS" | "EDIT_COLLECTION_SUCCESS" | "ADD_TO_COLLECTION_SUCCESS" | "REMOVE_FROM_COLLECTION_SUCCESS" | "STAKING_SUCCESS" | "CLAIM_STAKING_SUCCESS" | "CANCEL_STAKING_SUCCESS" | "RECOMMEND_SENT" | "PETS_CREATED" | "COPIED_LINK" | "COPY_TO_CLIPBOARD" | "COPIED" | "CONFIRM_MINT" | "CONFIRM_CANCEL_SALE" | "CONFIRM_PUBLISH" | "CONFIRM_BUY" | "CONFIRM_CREATE_MODEL" | "CONFIRM_UPDATE_COLLECTION" | "CONFIRM_ADD_TO_COLLECTION" | "CONFIRM_REMOVE_FROM_COLLECTION" | "CONFIRM_CREATE_COLLECTION" | "CONFIRM_CLAIM" | "CONFIRM_SEND_RECOMMEND" | "NAVIGATION_WARNING_TITLE" | "NAVIGATION_WARNING" | "NOTIFICATION" | "EMPTY_NO_MATCHES" | "EMPTY_NO_COLLECTIONS" | "EMPTY_NO_ITEM" | "EMPTY_NO_TEMPLATE" | "EMPTY_NO_DATA" | "EMPTY_COMING" | "EMPTY_NO_RESULT" | "EMPTY_NO_STAKING_HISTORY" | "EMPTY_NO_CLAIM_HISTORY" | "OK" | "CANCEL" | "CONFIRM" | "YES" | "NO" | "BACK" | "NEXT" | "DONE" | "TRY_AGAIN" | "LOADING" | "VIEW_MORE" | "CLEAR" | "SEARCH" | "REFRESH" | "ALL" | "BANNER_MARKETPLACE_TITLE" | "BANNER_BENEFITS_TITLE" | "EXPLORE" | "CREATE" | "TOP_COLLECTION" | "POPULAR_CATEGORIES" | "GUIDE_SET_UP_WALLET" | "GUIDE_CREATE_COLLECTION" | "GUIDE_ADD_NFTS" | "GUIDE_LIST_FOR_SALE" | "NEWSLETTER_SUBSCRIBE" | "NFTS_FOR_SALE" | "NFTS_FOR_RENT" | "NFTS_FOR_SALE_OR_RENT" | "RECENT_LISTED" | "TRENDING_NFTS" | "CURRENCY" | "SORT_RECENT" | "SORT_LOWEST_PRICE" | "SORT_HIGHEST_PRICE" | "CLEAR_FILTER" | "STYLES" | "CATEGORIES" | "STATUS_IN_USE" | "STATUS_SELLING" | "STATUS_RENT" | "STATUS_RENTING" | "STATUS_RENTED" | "STATUS_UNVERIFIED" | "STATUS_NOT_MINTED" | "STATUS_ON_AUCTION" | "STATUS_UNMINTED" | "PENDING_RENT_DURATION" | "REFERRAL_CLAIMED" | "REFERRAL_AVAILABLE" | "CLAIM_APPROVED" | "CLAIM_PENDING" | "MY_COLLECTIONS" | "EXPLORE_COLLECTIONS" | "NEW_COLLECTION" | "CREATE_COLLECTION" | "EDIT_COLLECTION" | "BY_CREATOR" | "BY_CREATOR_CAPITAL" | "ANONYMOUS" | "UNKNOWN" | "READ_MORE" | "SHOW_LESS" | "MY_NFTS" | "SEARCH_BY_NAME_OR_ATTRIBUTE" | "ADD_TO_COLLECTION" | "COLLECTION_NAME_LABEL" | "DESCRIPTION_LABEL" | "COVER_IMAGE_LABEL" | "AVATAR_IMAGE_LABEL" | "REFRESH_METADATA" | "PREVIEW" | "SHARE" | "PREVIEW_MODEL_3D" | "CATEGORY" | "SUB_CATEGORY" | "OWNER" | "SELLER" | "AREA" | "DATA" | "LAND_ON_MAP" | "MODEL_3D" | "SHOW_RESOURCE_URL" | "MEDIA" | "PARTS" | "MATERIALS" | "SALE_HISTORY" | "BUYER_COLUMN" | "SELLER_COLUMN" | "PRICE" | "TIME" | "MARKETPLACE_FEE" | "AMOUNT_RECEIVED" | "ACTION_MINT" | "ACTION_SELL" | "ACTION_CHANGE_PRICE" | "ACTION_CANCEL_SALE" | "ACTION_TRANSFER" | "ACTION_RENT" | "ACTION_SWAP" | "ACTION_BUY" | "ACTION_PUBLISH" | "SELL_NFT" | "CHANGE_PRICE" | "TRANSFER_NFT" | "RENT_NFT" | "SWAP_NFT" | "SELECT_NFTS" | "RECIPIENT_ADDRESS" | "DURATION" | "REFERRAL_CODE" | "SEARCH_PLACEHOLDER" | "SEARCH_PLACEHOLDER_SHORT" | "CREATE_COLLECTIONS" | "CREATE_NFTS" | "STAKING_NFT" | "BRIDGE_NFT" | "RECOMMEND_DESIGN_NFT" | "NO_WALLETS_LINKED" | "CONNECT_WALLET" | "LINK_YOUR_WALLET" | "INSTALL_WALLET" | "ACCOUNT_INFORMATION" | "MENU_PROFILE" | "MENU_COLLECTION" | "MENU_INVENTORY" | "MENU_FAVORITE_LIST" | "MENU_CLAIM" | "MENU_ACTIVITY" | "DARK_MODE" | "HELP_AND_SUPPORT" | "SIGN_OUT" | "SIGN_IN" | "CREATE_NFT_FROM_TEMPLATE" | "TEMPLATES_OF_CATEGORY" | "ADD_3D_MODEL" | "CREATE_3D_AVATAR" | "FULL_BODY_CHARACTER" | "HALF_BODY_CHARACTER" | "CHOOSE_ANOTHER_FILE" | "ADD_PROPERTY" | "TITLE_LABEL" | "SUB_CATEGORY_LABEL" | "ATTACHED_LINK" | "RESOURCE_URL" | "SHOW_ON_MARKETPLACE" | "UPLOAD_NUMBER_PLATE" | "UPLOAD_TEXTURE" | "PREVIEW_VRSTORE" | "CREATE_ALL_NFTS" | "CREATE_NEW_NFT" | "PENDING_BALANCE" | "REFERRAL_BONUS" | "MYSTERY_CARD" | "VERIFY_NOW" | "COL_TOKEN_ID" | "COL_NAME" | "COL_EVENT" | "COL_FROM" | "COL_TO" | "COL_STATUS" | "COL_CREATED_AT" | "COL_TX_ID" | "COL_ID" | "COL_TYPE" | "COL_UPDATED_AT" | "FAVORITE_LIST" | "PROFILE_MY_NFTS" | "PROFILE_MY_COLLECTIONS" | "PROFILE_MY_FAVORITES" | "FOLLOWERS" | "FOLLOWING" | "EMAIL_LABEL" | "PHONE_LABEL" | "CATEGORY_LABEL" | "ATTACHMENT_FILE" | "STAKING_NFTS" | "STAKING_NOW" | "MY_STAKING_NFTS" | "ALL_ASSETS" | "ALL_DURATION" | "FLEXIBLE" | "STAKING_HISTORY" | "CLAIM_HISTORY" | "PLEASE_CHECK_INFORMATION" | "STAKING" | "TRANSFER";
                message: string;
            }[];
        };
        HealthStatusInput: {
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        StakeableNftPageInput: {
            results: components["schemas"]["StakeableNftInput"][];
            total: number;
            page: number;
            limit: number;
        };
        RecordedTransactionInput: {
            txHash: string;
            blockNumber: number;
            events: {
                contract: string;
                event: string;
                logIndex: number;
            }[];
        };
        ActivityItem: {
            id: string;
            tokenId: string | null;
            name: string | null;
            /** @enum {string} */
            type: "TRANSFER" | "BUY" | "SELL" | "MINTED" | "LISTING" | "CREATED" | "CANCELLED" | "AUCTION_CREATED" | "BID" | "AUCTION_SETTLED" | "AUCTION_CANCELLED";
            price: string | null;
            currency: string | null;
            from: string | null;
            to: string | null;
            status: string;
            createdAt: string;
            txId: string | null;
            objectId: string | null;
            nft_details: {
                ownerAddress: string | null;
            };
        };
        ActivityPage: {
            results: components["schemas"]["ActivityItem"][];
            total: number;
            page: number;
            limit: number;
        };
        Ad: {
            id: number;
            text: string;
            url?: string;
        };
        NftAuction: {
            id: string;
            highestPrice: string | null;
            reservePrice: string;
            minimumBid: string;
            currency: string;
            bidCount: number;
            endTime: string;
        };
        NftBestOffer: {
            id: string;
            amount: string;
            currency: string;
            /** @enum {string} */
            kind: "NFT" | "COLLECTION";
        };
        Nft: {
            id: string;
            tokenId: string | null;
            contractAddress: string | null;
            tokenUri: string | null;
            ownerAddress: string | null;
            seller: string | null;
            categoryId: number;
            category: {
                categoryId: number;
                categoryName: string;
                categoryTitle: string;
            }[];
            subCategory: {
                subCategoryId: number;
                subCategoryName: string;
            }[];
            collection: {
                collectionId: number;
                collectionName: string;
                totalItems: number;
            }[];
            currency: string;
            currentPrice: string | null;
            mintingPrice: string;
            mintingCurrency: string;
            lastPrice: string | null;
            displayPrice: string;
            offerId: string | null;
            glbUrl: string | null;
            purchasesStatus: number;
            labActive: boolean;
            onchain: boolean;
            onsale: boolean;
            inUsed: boolean;
            isSelling: boolean;
            isVerified: boolean;
            isMinted: boolean;
            isTemplate: boolean;
            assetTier: string | null;
            metadata: {
                image?: string;
                external_url?: string;
            };
            styles: string[];
            components: {
                customTitle?: string;
                mediaUrl?: string;
                mediaType?: string;
                model3dThumbnails?: string;
                model3dTitle?: string;
                model3dName?: string;
                model3dId?: string;
                model3dDescription?: string;
                resourceUrl?: string;
                area?: number;
                properties?: string;
                vrLandData?: {
                    id?: string;
                    landArea?: number;
                    countryName?: string;
                    cityName?: string;
                    projectName?: string;
                    address?: string;
                };
                parts?: {
                    id?: string;
                    meshName?: string;
                    meshThumbnails?: string;
                    textureId?: string;
                    textureName?: string;
                    textureThumbnails?: string;
                }[];
                landId?: string;
                numberPlateImage?: string;
                landTexture?: string;
                homeColor?: string;
                storesSlot?: number;
                gamesSlot?: number;
                boothsSlot?: number;
                publishedAt?: string;
            };
            createdAt: string;
            listedAt: string | null;
            auction: components["schemas"]["NftAuction"] | null;
            bestOffer: components["schemas"]["NftBestOffer"] | null;
            isFavorite?: boolean;
            favoriteCount?: number;
            /** @enum {string} */
            verificationStatus?: "PENDING" | "VERIFIED" | "REJECTED";
            rejectionReason?: string | null;
        };
        NftPage: {
            results: components["schemas"]["Nft"][];
            total: number;
            page: number;
            limit: number;
        };
        TrendingNft: {
            nftId: string;
            nftInfo: components["schemas"]["Nft"];
        };
        TrendingNftPage: {
            results: components["schemas"]["TrendingNft"][];
            total: number;
            page: number;
            limit: number;
        };
        FavouritesPage: {
            data: {
                nft: components["schemas"]["Nft"];
            }[];
            total: number;
            page: number;
            limit: number;
        };
        FavouriteBody: {
            nftId: number;
        };
        FavouriteState: {
            nftId: string;
            isFavorite: boolean;
            favoriteCount: number;
        };
        AuctionBid: {
            /** @description lowercased wallet */
            bidder: string;
            amount: string;
            at: string;
            txHash: string;
        };
        Auction: {
            id: string;
            chainId: number;
            nft: components["schemas"]["Nft"] | null;
            hostContract: string;
            tokenId: string;
            seller: string;
            currency: string;
            reservePrice: string;
            highestPrice: string | null;
            highestBidder: string | null;
            minimumBid: string;
            feeBps: number;
            minIncrementBps: number;
            bidCount: number;
            endTime: string;
            createdAt: string;
            /** @enum {string} */
            state: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
            winner: string | null;
        };
        AuctionDetail: {
            id: string;
            chainId: number;
            nft: components["schemas"]["Nft"] | null;
            hostContract: string;
            tokenId: string;
            seller: string;
            currency: string;
            reservePrice: string;
            highestPrice: string | null;
            highestBidder: string | null;
            minimumBid: string;
            feeBps: number;
            minIncrementBps: number;
            bidCount: number;
            endTime: string;
            createdAt: string;
            /** @enum {string} */
            state: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
            winner: string | null;
            bids: components["schemas"]["AuctionBid"][];
        };
        AuctionPage: {
            results: components["schemas"]["Auction"][];
            total: number;
            page: number;
            limit: number;
        };
        MyBid: {
            id: string;
            chainId: number;
            nft: components["schemas"]["Nft"] | null;
            hostContract: string;
            tokenId: string;
            seller: string;
            currency: string;
            reservePrice: string;
            highestPrice: string | null;
            highestBidder: string | null;
            minimumBid: string;
            feeBps: number;
            minIncrementBps: number;
            bidCount: number;
            endTime: string;
            createdAt: string;
            /** @enum {string} */
            state: "OPEN" | "ENDED" | "SETTLED" | "CANCELLED";
            winner: string | null;
            myHighestBid: string;
            /** @enum {string} */
            myState: "WINNING" | "OUTBID" | "WON" | "LOST";
        };
        MyBidPage: {
            results: components["schemas"]["MyBid"][];
            total: number;
            page: number;
            limit: number;
        };
        CaptchaChallenge: {
            algorithm: string;
            challenge: string;
            maxnumber?: number;
            salt: string;
            signature: string;
        };
        Category: {
            id: number;
            name: string;
            title: string;
            avatar: string | null;
            thumbnailLarge: string | null;
            parentCategoryId: number | null;
            nftCategoryId: number | null;
            active: boolean;
            showOnMarket: boolean;
            order: number;
        };
        CategoryTreeNode: {
            id: number;
            title: string;
            children: {
                id: number;
                category_title: string;
            }[];
        };
        CategoryCurrencyConfig: {
            categoryId: number;
            /** @description dash-separated currencies a seller may pick, e.g. 'USDT-VRA-aETH' */
            currencySelling: string;
            /** @description dash-separated currencies a buyer may pay with */
            currencyBuying: string;
        };
        CategoryVerifiedConfig: {
            /** @description categories whose new NFTs need no admin review */
            categoryIds: number[];
        };
        CollectionStats: {
            floor: {
                currency: string;
                price: string;
            }[];
            volume: {
                currency: string;
                "24h": string;
                "7d": string;
                "30d": string;
                all: string;
            }[];
            sales: number;
            owners: number;
            listed: number;
            listedShare: number;
        };
        Collection: {
            id: number;
            collectionId: number;
            collectionName: string;
            description: string;
            cover: string | null;
            avatar: string | null;
            creator: string | null;
            creatorAddress: string | null;
            totalItems: number;
            stats: components["schemas"]["CollectionStats"];
        };
        CollectionPage: {
            results: components["schemas"]["Collection"][];
            total: number;
            page: number;
            limit: number;
        };
        CollectionWriteBody: {
            collectionName: unknown;
            /** @default  */
            description: string;
            cover: string;
            avatar: string;
        };
        CollectionNftsBody: {
            /** @enum {string} */
            type: "ADD" | "REMOVE";
            nfts: {
                tokenId: string;
                contractAddress: unknown;
            }[];
        };
        AppConfig: {
            allowBuy: boolean;
            checkWhitelist: boolean;
            allowCreateCollection: boolean;
            /** @description ALLOW_TRADING: categories whose NFTs may be traded */
            allowTrading: number[];
            /** @description ALLOW_CREATING: categories open for creation */
            allowCreating: number[];
            /** @description NORMAL_CATEGORIES: categories a non-pro user may create in */
            normalCategories: number[];
            recommendAvailable: boolean;
            chainId: number;
            /** @description contract name → address on the chain; null until the contracts are deployed */
            contracts: {
                [key: string]: string;
            } | null;
            /** @description the Marketplace contract's fee (listingFee) in basis points, 300 = 3%; null while unknown */
            marketplaceFeeBps: number | null;
        };
        Network: {
            chainId: number;
            chainName: string;
            rpcUrl: string;
            nativeCurrency: {
                name: string;
                symbol: string;
                decimals: number;
            };
            blockExplorerUrl: string | null;
        };
        HeaderLinks: {
            bridgeUrl: string | null;
            accountUrl: string | null;
            helpUrl: string | null;
        };
        CreateNftPayload: {
            moralisData: {
                /** @default {} */
                components: {
                    model3dName?: string;
                    model3dTitle?: string;
                    customTitle?: string;
                    model3dDescription?: string;
                    model3dId?: string;
                    price?: string | number;
                    parts?: {
                        id: string;
                        textureId?: string | null;
                    }[];
                };
                category: {
                    categoryId: number;
                    categoryName?: string;
                    subCategoryId?: number | null;
                    subCategoryName?: string | null;
                };
                currency?: string;
                isShow?: boolean;
                mintingCurrency?: string;
            };
            nftData: {
                name?: string;
                title: string;
                avatar?: string;
                cover?: string;
                model_file?: string;
                nft_category?: string;
                jsondata?: string;
                file_upload?: string;
                land_planning_id?: string;
                resource_url?: string;
                /** @default [] */
                properties: {
                    label: string;
                    value: string;
                }[];
                number_plate_image?: string;
                land_texture?: string;
                /** @default [] */
                styles: string[];
                attached_link?: string;
            };
        };
        CreateNftAnswer: {
            /** @enum {number} */
            status_code: 200;
            data: {
                nft: {
                    id: string;
                    tokenId: string | null;
                    onchain: boolean;
                    metadataIpfsUrl: string | null;
                    contractAddress: string | null;
                    tokenUri: string | null;
                    mintingPrice: string;
                    mintingCurrency: string;
                    glbUrl: string | null;
                    isVerified: boolean;
                    isShow: boolean;
                };
            };
        };
        HomeColorBody: {
            color: unknown;
        };
        HomeColorAnswer: {
            color: string;
            available: boolean;
        };
        ClaimHomeBody: {
            color: unknown;
            title: unknown;
        };
        HomeClaimState: {
            isClaimed: boolean;
            hasLand: boolean;
            modelUrl: string | null;
            imageUrl: string | null;
        };
        Land: {
            id: number;
            landPlanningId: number;
            landName: string;
            landTitle: string;
            landArea: number;
            totalPrice: string;
            currency: string;
            landFeatureType: string;
            address: string;
            email: string;
            landLocationCenter: {
                lat: number;
                lng: number;
            };
            recommendToBuyId: number | null;
            countryName: string;
            cityName: string;
            projectName: string;
            nftId: string | null;
            mapUrl: string;
            updatedAt: string;
        };
        LiveEvent: {
            id: string;
            /** @enum {string} */
            kind: "listing" | "price" | "cancel" | "sale" | "transfer" | "mint" | "rent" | "auction" | "bid" | "offer" | "reverted";
            nftId: string | null;
            collectionId: string | null;
            tokenId: string | null;
            from: string | null;
            to: string | null;
            price: string | null;
            currency: string | null;
            txHash: string | null;
            at: string;
        };
        MintPermit: {
            /** @description uint256 as a decimal string (the NFT id) */
            tokenId: string;
            to: string;
            currency: string;
            currencySymbol: string;
            /** @description in the token’s smallest unit (wei), decimal string */
            mintingPrice: string;
            uri: string;
            /** @description unix seconds */
            deadline: string;
            nonce: string;
            signature: string;
            contract: string;
            chainId: number;
        };
        NftDetail: {
            id: string;
            tokenId: string | null;
            contractAddress: string | null;
            tokenUri: string | null;
            ownerAddress: string | null;
            seller: string | null;
            categoryId: number;
            category: {
                categoryId: number;
                categoryName: string;
                categoryTitle: string;
            }[];
            subCategory: {
                subCategoryId: number;
                subCategoryName: string;
            }[];
            collection: {
                collectionId: number;
                collectionName: string;
                totalItems: number;
            }[];
            currency: string;
            currentPrice: string | null;
            mintingPrice: string;
            mintingCurrency: string;
            lastPrice: string | null;
            displayPrice: string;
            offerId: string | null;
            glbUrl: string | null;
            purchasesStatus: number;
            labActive: boolean;
            onchain: boolean;
            onsale: boolean;
            inUsed: boolean;
            isSelling: boolean;
            isVerified: boolean;
            isMinted: boolean;
            isTemplate: boolean;
            assetTier: string | null;
            metadata: {
                image?: string;
                external_url?: string;
            };
            styles: string[];
            components: {
                customTitle?: string;
                mediaUrl?: string;
                mediaType?: string;
                model3dThumbnails?: string;
                model3dTitle?: string;
                model3dName?: string;
                model3dId?: string;
                model3dDescription?: string;
                resourceUrl?: string;
                area?: number;
                properties?: string;
                vrLandData?: {
                    id?: string;
                    landArea?: number;
                    countryName?: string;
                    cityName?: string;
                    projectName?: string;
                    address?: string;
                };
                parts?: {
                    id?: string;
                    meshName?: string;
                    meshThumbnails?: string;
                    textureId?: string;
                    textureName?: string;
                    textureThumbnails?: string;
                }[];
                landId?: string;
                numberPlateImage?: string;
                landTexture?: string;
                homeColor?: string;
                storesSlot?: number;
                gamesSlot?: number;
                boothsSlot?: number;
                publishedAt?: string;
            };
            createdAt: string;
            listedAt: string | null;
            auction: components["schemas"]["NftAuction"] | null;
            bestOffer: components["schemas"]["NftBestOffer"] | null;
            isFavorite?: boolean;
            favoriteCount?: number;
            /** @enum {string} */
            verificationStatus?: "PENDING" | "VERIFIED" | "REJECTED";
            rejectionReason?: string | null;
            landMapUrl: string | null;
        };
        NftHistoryItem: {
            id: string;
            /** @enum {string} */
            event: "SALE" | "TRANSFER" | "BUY" | "SELL" | "MINTED" | "LISTING" | "CREATED" | "CANCELLED" | "AUCTION_CREATED" | "BID" | "AUCTION_SETTLED" | "AUCTION_CANCELLED";
            from: string | null;
            to: string | null;
            price: string | null;
            currency: string | null;
            tokenAddress: string | null;
            txHash: string | null;
            createdAt: string;
        };
        NftHistoryPage: {
            results: components["schemas"]["NftHistoryItem"][];
            total: number;
            page: number;
            limit: number;
        };
        NftSource: {
            data: {
                resourceUrl: string | null;
            };
        };
        NftFreeHome: {
            isFreeHome: boolean;
        };
        NftMoreItems: {
            /** @enum {string} */
            source: "collection" | "default";
            results: components["schemas"]["Nft"][];
        };
        Notification: {
            id: string;
            /** @enum {string} */
            kind: "BID_RECEIVED" | "OUTBID" | "AUCTION_WON" | "AUCTION_NO_BID" | "ITEM_SOLD" | "NFT_APPROVED" | "NFT_REJECTED" | "REFERRAL_CREDITED" | "RENTAL_ENDING" | "STAKE_UNLOCKED" | "OFFER_RECEIVED" | "OFFER_ACCEPTED" | "OFFER_INACTIVE" | "REFUND_CREDITED";
            nftId: string | null;
            nftName: string | null;
            price: string | null;
            currency: string | null;
            auctionId: string | null;
            offerId?: string | null;
            read: boolean;
            createdAt: string;
        };
        NotificationPage: {
            results: components["schemas"]["Notification"][];
            total: number;
            page: number;
            limit: number;
            unread: number;
        };
        NotificationsMarked: {
            marked: number;
        };
        OfferMessage: {
            buyer: string;
            hostContract: string;
            tokenId: string;
            tokenRoot: string;
            currency: string;
            amount: string;
            expiry: string;
            nonce: string;
            counter: string;
        };
        OfferDomain: {
            name: string;
            version: string;
            chainId: number;
            verifyingContract: string;
        };
        OfferTerms: {
            domain: components["schemas"]["OfferDomain"];
            message: components["schemas"]["OfferMessage"];
        };
        Offer: {
            id: string;
            chainId: number;
            /** @enum {string} */
            kind: "NFT" | "COLLECTION";
            nft: components["schemas"]["Nft"] | null;
            collectionId: number | null;
            collectionName: string | null;
            tokenCount: number | null;
            /** @description lowercased wallet */
            buyer: string;
            currency: string;
            currencyAddress: string;
            amount: string;
            expiry: string;
            createdAt: string;
            /** @enum {string} */
            state: "ACTIVE" | "INACTIVE" | "ACCEPTED" | "CANCELLED" | "EXPIRED";
            /** @enum {string|null} */
            inactiveReason: "BALANCE" | "ALLOWANCE" | "OWNER_CHANGED" | null;
            acceptedTokenId: string | null;
            acceptedBy: string | null;
            txHash: string | null;
            message: components["schemas"]["OfferMessage"];
            signature: string;
        };
        OfferPage: {
            results: components["schemas"]["Offer"][];
            total: number;
            page: number;
            limit: number;
        };
        OfferProof: {
            tokenId: string;
            proof: string[];
        };
        PetComboPart: {
            /** @description the part (mesh) id */
            id: number;
            /** @description null: the part keeps the model's own look */
            textureId: number | null;
            /** @description the glb mesh node */
            meshName: string;
            partTitle: string;
            partAvatar: string | null;
            textureName: string | null;
            textureFile: string | null;
        };
        PetModel: {
            id: number;
            name: string;
            title: string;
            avatar: string | null;
            modelFile: string;
            /** @description USDT; the price of each NFT created from its combos */
            price: string;
            categoryId: number;
            categoryName: string;
            subCategoryId: number | null;
            subCategoryName: string | null;
            partNames: string[];
            totalCombos: number;
            createdCombos: number;
        };
        PetCombo: {
            id: number;
            name: string;
            collectionName: string;
            data: components["schemas"]["PetComboPart"][];
            model: {
                id: number;
                name: string;
                title: string;
                modelFile: string;
                partNames: string[];
            };
            nftId: string | null;
            glbUrl: string | null;
        };
        PetComboPage: {
            results: components["schemas"]["PetCombo"][];
            totalResults: number;
            totalPages: number;
            page: number;
            limit: number;
        };
        PetComboCreateAnswer: {
            /** @description false: the combo was linked before; nothing new was created */
            created: boolean;
            nft: {
                id: string;
                tokenId: string | null;
                onchain: boolean;
                metadataIpfsUrl: string | null;
                contractAddress: string | null;
                tokenUri: string | null;
                mintingPrice: string;
                mintingCurrency: string;
                glbUrl: string | null;
                isVerified: boolean;
                isShow: boolean;
            };
            combo: components["schemas"]["PetCombo"];
        };
        PublishNftBody: {
            glbUrl: string;
            imageUrl: string;
        };
        PublishNftAnswer: {
            id: string;
            glbUrl: string;
            image: string;
            /** @description ISO time */
            publishedAt: string;
        };
        NftPriceHistory: {
            currencies: {
                currency: string;
                sales: {
                    at: string;
                    price: string;
                }[];
                listings: {
                    at: string;
                    price: string;
                }[];
            }[];
        };
        CollectionDaily: {
            from: string;
            to: string;
            currencies: {
                currency: string;
                days: {
                    day: string;
                    floor: string;
                    volume: string;
                    sales: number;
                }[];
            }[];
        };
        PurchaseCheck: {
            nftId: string;
            /** @enum {string} */
            kind: "offer" | "mint";
            offerId: string | null;
            price: string;
            priceUnits: string;
            currency: string;
            currencyAddress: string;
            contract: string;
            chainId: number;
        };
        AethRate: {
            /** @enum {string} */
            base: "ETH";
            /** @enum {string} */
            quote: "USDT";
            rate: string | null;
            at: string;
        };
        RecommendAvailability: {
            available: number;
            total: number;
        };
        RecommendSendAnswer: {
            available: number;
            total: number;
            id: string;
        };
        RecommendRequest: {
            id: string;
            email: string;
            phoneNumber: string;
            category: string;
            description: string;
            attachments: {
                url: string;
                name: string;
                size: number;
            }[];
            username: string | null;
            createdAt: string;
        };
        RecommendRequestPage: {
            results: components["schemas"]["RecommendRequest"][];
            total: number;
            page: number;
            limit: number;
        };
        MysteryCardBody: {
            image: string;
            hash?: string;
        };
        MysteryCardAnswer: {
            imageMystery: string;
        };
        ReferralItem: {
            id: string;
            tokenId: string;
            objectId: string | null;
            code: string;
            receiver: string;
            subCategoryName: string | null;
            claimed: boolean;
            createdAt: string;
            txId: string;
            price: string;
            currency: string;
        };
        ReferralSummary: {
            subCategoryId: number | null;
            subCategoryName: string | null;
            currency: string;
            count: number;
            totalPrice: string;
            available: number;
        };
        ReferList: {
            results: components["schemas"]["ReferralItem"][];
            total: number;
            page: number;
            limit: number;
            summary: components["schemas"]["ReferralSummary"][];
        };
        ReferralClaimBody: {
            subCategoryId: number;
            createdAt: number;
            hash: string;
        };
        ClaimHistoryItem: {
            id: string;
            subCategoryId: number | null;
            subCategoryName: string | null;
            amount: number;
            pricePerUnit: string;
            total: string;
            percent: number;
            payment: string;
            currency: string;
            approved: boolean;
            /** @enum {string} */
            status: "PENDING" | "APPROVING" | "APPROVED";
            createdAt: string;
            approvedAt: string | null;
            txId: string | null;
            wallet: string;
            username: string;
        };
        ClaimHistoryPage: {
            results: components["schemas"]["ClaimHistoryItem"][];
            total: number;
            page: number;
            limit: number;
        };
        ReferralClaimCreated: {
            results: components["schemas"]["ClaimHistoryItem"][];
        };
        PayoutBalance: {
            currency: string;
            token: string;
            credited: string;
            withdrawn: string;
            pending: string;
        };
        PayoutBalances: {
            results: components["schemas"]["PayoutBalance"][];
        };
        StakingAsset: {
            id: string;
            assetId: string;
            assetType: string;
            assetTier: string;
            value: string;
        };
        StakingDuration: {
            id: string;
            code: string;
            /** @enum {string} */
            type: "LOCKED" | "FLEXIBLE";
            duration: number;
            apy: number;
        };
        StakingAssets: {
            data: components["schemas"]["StakingAsset"][];
        };
        StakingDurations: {
            data: components["schemas"]["StakingDuration"][];
        };
        StakingConfigs: {
            data: {
                vaultAddress: string | null;
                chainId: number;
                methods: ("LOCKED" | "FLEXIBLE")[];
                flexibleCode: string;
                flexibleClaimWaitMs: number;
                daysPerYear: number;
                now: number;
            };
        };
        StakeableNft: {
            id: string;
            tokenId: string;
            contractAddress: string;
            title: string;
            image: string | null;
            categoryId: number;
            categoryName: string | null;
            asset: components["schemas"]["StakingAsset"];
        };
        StakingRecord: {
            _id: string;
            tokenId: string;
            contractAddress: string;
            nftId: string;
            nft: {
                components: {
                    customTitle: string;
                };
                metadata: {
                    image: string | null;
                };
                categoryId: number;
            }[];
            assets: {
                id: string;
                value: string;
                assetType: string;
            }[];
            apy: number;
            duration: number;
            code: string;
            /** @enum {string} */
            type: "LOCKED" | "FLEXIBLE";
            /** @enum {string} */
            status: "CREATED" | "CONFIRMED" | "CLAIMED" | "CANCELLED";
            startDate: string | null;
            endDate: string | null;
            claimedAt: number | null;
            transactionHash: string | null;
            amount: string;
            updatedAt: string;
            createdAt: string;
            stakeId: string | null;
            returned: boolean;
        };
        StakingRecordPage: {
            results: components["schemas"]["StakingRecord"][];
            total: number;
            page: number;
            limit: number;
            now: number;
        };
        StakingReward: {
            id: string;
            stakingId: string;
            tokenId: string;
            title: string;
            /** @enum {string} */
            kind: "CLAIM" | "CANCEL";
            days: number;
            amount: string;
            currency: string;
            createdAt: string;
            /** @enum {string} */
            payoutStatus: "PENDING" | "PAYING" | "PAID" | "FAILED";
            txHash: string | null;
        };
        StakingHistoryPage: {
            results: (components["schemas"]["StakingRecord"] | components["schemas"]["StakingReward"])[];
            total: number;
            page: number;
            limit: number;
            now: number;
        };
        StakingRecordAnswer: {
            data: components["schemas"]["StakingRecord"];
        };
        StakingClaimAnswer: {
            data: components["schemas"]["StakingRecord"];
            reward: {
                amount: string;
                days: number;
                /** @enum {string|null} */
                payoutStatus: "PENDING" | "PAYING" | "PAID" | "FAILED" | null;
                txHash: string | null;
            };
        };
        StoreTemplate: {
            id: number;
            name: string;
            title: string;
            description: string;
            avatar: string | null;
            /** @description USDT */
            price: string;
            /** @description square metres */
            area: string | null;
            modelFile: string;
            modelCategoryId: number;
            parentCategoryId: number;
            resourceUrl: string;
        };
        StoreTemplatePage: {
            results: components["schemas"]["StoreTemplate"][];
            total: number;
            page: number;
            limit: number;
        };
        CreateStoreAnswer: {
            /** @enum {number} */
            status_code: 200;
            data: {
                url: string;
            };
        };
        MarkStoreCreatedAnswer: {
            /** @enum {number} */
            status_code: 200;
            data: {
                url: string;
                nftId: string;
                createdAt: string;
            };
        };
        SwapKey: {
            /** @description the EIP-712 digest: the on-chain key id (each is usable once) */
            keyHash: string;
            signature: string;
            /** @description the owner’s wallet (lowercased) */
            user: string;
            givenContract: string;
            /** @description uint256 as decimal text */
            givenTokenId: string;
            wantedContract: string;
            /** @description uint256 as decimal text */
            wantedTokenId: string;
            /** @description unix seconds */
            deadline: string;
            /** @description the SwapDesk contract: the fixed address the NFT is sent to */
            swapDesk: string;
            chainId: number;
        };
        SwapStatus: {
            /** @enum {string} */
            status: "KEY_REQUIRED" | "KEY_ISSUED";
            data: components["schemas"]["Nft"] | null;
            key: components["schemas"]["SwapKey"] | null;
        };
        SwapKeyAnswer: {
            data: components["schemas"]["Nft"];
            key: components["schemas"]["SwapKey"];
        };
        TemplateMesh: {
            id: number;
            title: string;
            name: string;
            avatar: string | null;
            /** @description USDT */
            price: string;
            required: boolean;
        };
        TemplateTexture: {
            id: number;
            meshId: number;
            name: string;
            avatar: string | null;
            /** @description USDT */
            price: string;
            file: string;
        };
        Template: {
            id: number;
            name: string;
            title: string;
            description: string;
            avatar: string | null;
            /** @description base price in USDT */
            price: string;
            /** @description square metres */
            area: string | null;
            modelFile: string;
            modelCategoryId: number;
            parentCategoryId: number;
            resourceUrl: string | null;
            modelMeshes: components["schemas"]["TemplateMesh"][];
            modelTextures: components["schemas"]["TemplateTexture"][];
        };
        TemplatePage: {
            results: components["schemas"]["Template"][];
            total: number;
            page: number;
            limit: number;
        };
        TemplateCategory: {
            id: number;
            name: string;
            title: string;
            total: number;
        };
        UploadAnswer: {
            url: string;
            /** @enum {string} */
            mediaType: "image/png" | "image/jpeg" | "video/mp4" | "video/quicktime" | "model/gltf-binary";
            bytes: number;
            width?: number;
            height?: number;
            model?: {
                bytes: number;
                optimisedBytes: number;
                triangles: number;
                parts: number;
                originalUrl: string;
            };
        };
        Profile: {
            id: number;
            username: string;
            fullname: string;
            avatar: string | null;
            publicKey: string | null;
            isPro: boolean;
            proType: number;
            is_admin_market: boolean;
            is_whitelist_market: boolean;
            properties: {
                [key: string]: unknown;
            };
        };
        Session: {
            data: {
                access_token: string;
                expires_in: number;
                user_data: components["schemas"]["Profile"];
            };
        };
        SiweNonce: {
            nonce: string;
            domain: string;
            uri: string;
            chainId: number;
            /** Format: date-time */
            expiresAt: string;
        };
        UsernameAnswer: {
            user_name: string | null;
        };
        UsernamesAnswer: {
            list_usernames: {
                [key: string]: string;
            };
        };
        ApproveNftBody: {
            isShow?: boolean;
        };
        RejectNftBody: {
            reason: string;
        };
        VerificationDecision: {
            id: string;
            /** @enum {string} */
            verificationStatus: "PENDING" | "VERIFIED" | "REJECTED";
            isVerified: boolean;
            isShow: boolean;
            rejectionReason: string | null;
        };
        ErrorEnvelope: {
            statusCode: number;
            /** @enum {string} */
            code: "TITLE_INCORRECT_NETWORK" | "TITLE_REQUEST_FAILED" | "TITLE_INVALID_VALUE" | "TITLE_NO_FILE_CHOSEN" | "TITLE_INVALID_CURRENCY" | "TITLE_EMPTY_COLOR" | "TITLE_MODEL_3D_ERROR" | "TITLE_CLAIMED" | "TITLE_ERROR" | "TITLE_ERRORS" | "INCORRECT_NETWORK" | "PROCESS_FAILED" | "INVALID_URL" | "INVALID_PRICE" | "INVALID_TITLE" | "INVALID_SUB_TYPE" | "EMPTY_FILE" | "EMPTY_NUMBER_PLATE" | "PROPERTIES_INVALID" | "INVALID_CURRENCY" | "EMPTY_COLOR" | "MODEL_ERROR" | "CLAIMED_HOME" | "COLOR_EXISTED" | "COLOR_USED" | "HAVE_NO_LAND" | "PRICE_GREATER_THAN_ZERO" | "PRICE_HIGHER_THAN_ZERO" | "PRICE_INTEGER_TOO_LONG" | "PRICE_TOO_MANY_DECIMALS" | "INVALID_ETHEREUM_ADDRESS" | "INVALID_VALUE" | "FILE_FORMAT_NOT_SUPPORTED" | "FILE_FORMAT_NOT_SUPPORTED_WITH_LIST" | "FILE_TOO_LARGE" | "TEXT_TOO_LONG" | "COLLECTION_NAME_REQUIRED" | "COLLECTION_NAME_TOO_LONG" | "COLLECTION_DESCRIPTION_TOO_LONG" | "COVER_IMAGE_REQUIRED" | "AVATAR_IMAGE_REQUIRED" | "IMAGE_FORMAT_NOT_SUPPORTED" | "MAX_FILE_SIZE_50MB" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "PHONE_REQUIRED" | "PHONE_INVALID" | "CATEGORY_REQUIRED" | "DUPLICATE_FILES" | "MAX_FILES_EXCEEDED" | "NEWSLETTER_EMAIL_INVALID" | "SELECT_AT_LEAST_ONE_NFT" | "CAPTCHA_REQUIRED" | "INVALID_RENT_UNIT" | "WALLET_DENIED" | "TRANSACTION_DENIED" | "WALLET_NOT_ENOUGH_BALANCE" | "WALLET_TRANSFER_EXCEEDS_BALANCE" | "WALLET_DEFAULT_ERROR" | "WALLET_NOT_DETECTED" | "WALLET_LOCKED" | "NOT_ENOUGH_BALANCE" | "WALLET_NOT_LINKED" | "WRONG_WALLET" | "NOT_IN_WHITELIST" | "ACCOUNT_LEVEL_REQUIRED" | "AUCTION_BID_TOO_LOW" | "AUCTION_ENDED" | "AUCTION_OWN_BID" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "VALIDATION_FAILED" | "RATE_LIMITED" | "SOMETHING_WRONG_TRY_LATER" | "SOME_THING_WRONG" | "NOT_VERIFYED_SOCIAL" | "NO_REFERRALS_TO_CLAIM" | "NO_REFERRALS_YET" | "USER_NOT_FOUND" | "RECOMMEND_LIMIT_REACHED" | "RECOMMEND_NOT_SENT" | "MYSTERY_CARD_CLAIMED" | "NEWSLETTER_NOT_SENT" | "NOT_LOGGED_IN" | "ERROR_FALLBACK" | "PAGE_NOT_FOUND" | "COMING_SOON" | "FEATURE_NOT_AVAILABLE" | "CREATE_COLLECTION_FAILED" | "ADD_TO_COLLECTION_FAILED" | "INTERNAL_ERROR" | "CONFLICT" | "NFT_NOT_FOUND" | "COLLECTION_NOT_FOUND" | "LAND_TAKEN" | "LAND_NOT_FOUND" | "LAND_REQUEST_PENDING" | "STORE_TEMPLATE_NOT_FOUND" | "STORE_NOT_FOUND" | "STORE_TAKEN" | "STORE_NOT_READY" | "COLOR_NOT_CLAIMED" | "NOT_STORE_CREATOR" | "NOT_NFT_OWNER" | "NOT_COLLECTION_CREATOR" | "TRADING_NOT_ALLOWED" | "BUYING_DISABLED" | "TRANSACTION_FAILED" | "CHAIN_NOT_ANSWERING" | "TRANSACTION_MISMATCH" | "TRANSACTION_NOT_FOUND" | "CAPTCHA_INVALID" | "PRO_ACCOUNT_REQUIRED" | "INVALID_CREDENTIALS" | "SIGNATURE_INVALID" | "NOT_SWAPPABLE" | "SWAP_PARTNER_UNAVAILABLE" | "WALLET_ALREADY_LINKED" | "WALLET_LINKED_TO_OTHER_ACCOUNT" | "CLAIM_REQUEST_EXPIRED" | "CLAIM_REQUEST_REPLAYED" | "CLAIM_REQUEST_OPEN" | "CLAIM_REQUEST_NOT_PENDING" | "CLAIM_REQUEST_NOT_FOUND" | "PAYOUT_FAILED" | "MINTER_ROLES_NOT_CHECKED" | "STAKING_NOT_FOUND" | "AUCTION_NOT_FOUND" | "OFFER_NOT_FOUND" | "OFFER_EXPIRED" | "OFFER_EXPIRY_TOO_FAR" | "OFFER_OWN_NFT" | "OFFER_BALANCE_TOO_LOW" | "OFFER_ALLOWANCE_TOO_LOW" | "OFFER_SIGNATURE_INVALID" | "OFFER_WRONG_CHAIN" | "OFFER_TERMS_CHANGED" | "OFFER_NONCE_USED" | "OFFER_NOT_MINTED" | "OFFER_COLLECTION_EMPTY" | "MODEL_BUSY" | "UPLOADS_IN_PROGRESS" | "UPLOAD_QUOTA_REACHED" | "STAKING_ASSET_NOT_FOUND" | "STAKING_DURATION_INVALID" | "STAKING_EXISTS" | "STAKING_NOT_CONFIRMED" | "STAKING_TRANSFER_USED" | "STAKING_LOCKED" | "STAKING_CLAIM_WAIT" | "STAKING_NOT_RETURNED" | "STAKING_CLOSED" | "BUY_SUCCESS" | "SELL_SUCCESS" | "CANCEL_SUCCESS" | "CHANGE_PRICE_SUCCESS" | "TRANSFER_SUCCESS" | "CREATE_NFT_SUCCESS" | "NEWSLETTER_SENT" | "CONGRATULATION" | "CREATE_SUCCESS_WAIT_VERIFY" | "CLAIM" | "CLAIM_MYSTERY_CARD" | "REFERRAL_CLAIM_SUCCESS" | "PUBLISH_SUCCESS" | "MINT_SUCCESS" | "RENT_SUCCESS" | "SWAP_SUCCESS" | "AUCTION_CREATE_SUCCESS" | "BID_SUCCESS" | "SETTLE_AUCTION_SUCCESS" | "CANCEL_AUCTION_SUCCESS" | "OFFER_SUCCESS" | "ACCEPT_OFFER_SUCCESS" | "CANCEL_OFFER_SUCCESS" | "CANCEL_ALL_OFFERS_SUCCESS" | "CREATE_COLLECTION_SUCCESS" | "EDIT_COLLECTION_SUCCESS" | "ADD_TO_COLLECTION_SUCCESS" | "REMOVE_FROM_COLLECTION_SUCCESS" | "STAKING_SUCCESS" | "CLAIM_STAKING_SUCCESS" | "CANCEL_STAKING_SUCCESS" | "RECOMMEND_SENT" | "PETS_CREATED" | "COPIED_LINK" | "COPY_TO_CLIPBOARD" | "COPIED" | "CONFIRM_MINT" | "CONFIRM_CANCEL_SALE" | "CONFIRM_PUBLISH" | "CONFIRM_BUY" | "CONFIRM_CREATE_MODEL" | "CONFIRM_UPDATE_COLLECTION" | "CONFIRM_ADD_TO_COLLECTION" | "CONFIRM_REMOVE_FROM_COLLECTION" | "CONFIRM_CREATE_COLLECTION" | "CONFIRM_CLAIM" | "CONFIRM_SEND_RECOMMEND" | "NAVIGATION_WARNING_TITLE" | "NAVIGATION_WARNING" | "NOTIFICATION" | "EMPTY_NO_MATCHES" | "EMPTY_NO_COLLECTIONS" | "EMPTY_NO_ITEM" | "EMPTY_NO_TEMPLATE" | "EMPTY_NO_DATA" | "EMPTY_COMING" | "EMPTY_NO_RESULT" | "EMPTY_NO_STAKING_HISTORY" | "EMPTY_NO_CLAIM_HISTORY" | "OK" | "CANCEL" | "CONFIRM" | "YES" | "NO" | "BACK" | "NEXT" | "DONE" | "TRY_AGAIN" | "LOADING" | "VIEW_MORE" | "CLEAR" | "SEARCH" | "REFRESH" | "ALL" | "BANNER_MARKETPLACE_TITLE" | "BANNER_BENEFITS_TITLE" | "EXPLORE" | "CREATE" | "TOP_COLLECTION" | "POPULAR_CATEGORIES" | "GUIDE_SET_UP_WALLET" | "GUIDE_CREATE_COLLECTION" | "GUIDE_ADD_NFTS" | "GUIDE_LIST_FOR_SALE" | "NEWSLETTER_SUBSCRIBE" | "NFTS_FOR_SALE" | "NFTS_FOR_RENT" | "NFTS_FOR_SALE_OR_RENT" | "RECENT_LISTED" | "TRENDING_NFTS" | "CURRENCY" | "SORT_RECENT" | "SORT_LOWEST_PRICE" | "SORT_HIGHEST_PRICE" | "CLEAR_FILTER" | "STYLES" | "CATEGORIES" | "STATUS_IN_USE" | "STATUS_SELLING" | "STATUS_RENT" | "STATUS_RENTING" | "STATUS_RENTED" | "STATUS_UNVERIFIED" | "STATUS_NOT_MINTED" | "STATUS_ON_AUCTION" | "STATUS_UNMINTED" | "PENDING_RENT_DURATION" | "REFERRAL_CLAIMED" | "REFERRAL_AVAILABLE" | "CLAIM_APPROVED" | "CLAIM_PENDING" | "MY_COLLECTIONS" | "EXPLORE_COLLECTIONS" | "NEW_COLLECTION" | "CREATE_COLLECTION" | "EDIT_COLLECTION" | "BY_CREATOR" | "BY_CREATOR_CAPITAL" | "ANONYMOUS" | "UNKNOWN" | "READ_MORE" | "SHOW_LESS" | "MY_NFTS" | "SEARCH_BY_NAME_OR_ATTRIBUTE" | "ADD_TO_COLLECTION" | "COLLECTION_NAME_LABEL" | "DESCRIPTION_LABEL" | "COVER_IMAGE_LABEL" | "AVATAR_IMAGE_LABEL" | "REFRESH_METADATA" | "PREVIEW" | "SHARE" | "PREVIEW_MODEL_3D" | "CATEGORY" | "SUB_CATEGORY" | "OWNER" | "SELLER" | "AREA" | "DATA" | "LAND_ON_MAP" | "MODEL_3D" | "SHOW_RESOURCE_URL" | "MEDIA" | "PARTS" | "MATERIALS" | "SALE_HISTORY" | "BUYER_COLUMN" | "SELLER_COLUMN" | "PRICE" | "TIME" | "MARKETPLACE_FEE" | "AMOUNT_RECEIVED" | "ACTION_MINT" | "ACTION_SELL" | "ACTION_CHANGE_PRICE" | "ACTION_CANCEL_SALE" | "ACTION_TRANSFER" | "ACTION_RENT" | "ACTION_SWAP" | "ACTION_BUY" | "ACTION_PUBLISH" | "SELL_NFT" | "CHANGE_PRICE" | "TRANSFER_NFT" | "RENT_NFT" | "SWAP_NFT" | "SELECT_NFTS" | "RECIPIENT_ADDRESS" | "DURATION" | "REFERRAL_CODE" | "SEARCH_PLACEHOLDER" | "SEARCH_PLACEHOLDER_SHORT" | "CREATE_COLLECTIONS" | "CREATE_NFTS" | "STAKING_NFT" | "BRIDGE_NFT" | "RECOMMEND_DESIGN_NFT" | "NO_WALLETS_LINKED" | "CONNECT_WALLET" | "LINK_YOUR_WALLET" | "INSTALL_WALLET" | "ACCOUNT_INFORMATION" | "MENU_PROFILE" | "MENU_COLLECTION" | "MENU_INVENTORY" | "MENU_FAVORITE_LIST" | "MENU_CLAIM" | "MENU_ACTIVITY" | "DARK_MODE" | "HELP_AND_SUPPORT" | "SIGN_OUT" | "SIGN_IN" | "CREATE_NFT_FROM_TEMPLATE" | "TEMPLATES_OF_CATEGORY" | "ADD_3D_MODEL" | "CREATE_3D_AVATAR" | "FULL_BODY_CHARACTER" | "HALF_BODY_CHARACTER" | "CHOOSE_ANOTHER_FILE" | "ADD_PROPERTY" | "TITLE_LABEL" | "SUB_CATEGORY_LABEL" | "ATTACHED_LINK" | "RESOURCE_URL" | "SHOW_ON_MARKETPLACE" | "UPLOAD_NUMBER_PLATE" | "UPLOAD_TEXTURE" | "PREVIEW_VRSTORE" | "CREATE_ALL_NFTS" | "CREATE_NEW_NFT" | "PENDING_BALANCE" | "REFERRAL_BONUS" | "MYSTERY_CARD" | "VERIFY_NOW" | "COL_TOKEN_ID" | "COL_NAME" | "COL_EVENT" | "COL_FROM" | "COL_TO" | "COL_STATUS" | "COL_CREATED_AT" | "COL_TX_ID" | "COL_ID" | "COL_TYPE" | "COL_UPDATED_AT" | "FAVORITE_LIST" | "PROFILE_MY_NFTS" | "PROFILE_MY_COLLECTIONS" | "PROFILE_MY_FAVORITES" | "FOLLOWERS" | "FOLLOWING" | "EMAIL_LABEL" | "PHONE_LABEL" | "CATEGORY_LABEL" | "ATTACHMENT_FILE" | "STAKING_NFTS" | "STAKING_NOW" | "MY_STAKING_NFTS" | "ALL_ASSETS" | "ALL_DURATION" | "FLEXIBLE" | "STAKING_HISTORY" | "CLAIM_HISTORY" | "PLEASE_CHECK_INFORMATION" | "STAKING" | "TRANSFER";
            message: string;
            fieldErrors?: {
                path: string;
                /** @enum {string} */
                code?: "TITLE_INCORRECT_NETWORK" | "TITLE_REQUEST_FAILED" | "TITLE_INVALID_VALUE" | "TITLE_NO_FILE_CHOSEN" | "TITLE_INVALID_CURRENCY" | "TITLE_EMPTY_COLOR" | "TITLE_MODEL_3D_ERROR" | "TITLE_CLAIMED" | "TITLE_ERROR" | "TITLE_ERRORS" | "INCORRECT_NETWORK" | "PROCESS_FAILED" | "INVALID_URL" | "INVALID_PRICE" | "INVALID_TITLE" | "INVALID_SUB_TYPE" | "EMPTY_FILE" | "EMPTY_NUMBER_PLATE" | "PROPERTIES_INVALID" | "INVALID_CURRENCY" | "EMPTY_COLOR" | "MODEL_ERROR" | "CLAIMED_HOME" | "COLOR_EXISTED" | "COLOR_USED" | "HAVE_NO_LAND" | "PRICE_GREATER_THAN_ZERO" | "PRICE_HIGHER_THAN_ZERO" | "PRICE_INTEGER_TOO_LONG" | "PRICE_TOO_MANY_DECIMALS" | "INVALID_ETHEREUM_ADDRESS" | "INVALID_VALUE" | "FILE_FORMAT_NOT_SUPPORTED" | "FILE_FORMAT_NOT_SUPPORTED_WITH_LIST" | "FILE_TOO_LARGE" | "TEXT_TOO_LONG" | "COLLECTION_NAME_REQUIRED" | "COLLECTION_NAME_TOO_LONG" | "COLLECTION_DESCRIPTION_TOO_LONG" | "COVER_IMAGE_REQUIRED" | "AVATAR_IMAGE_REQUIRED" | "IMAGE_FORMAT_NOT_SUPPORTED" | "MAX_FILE_SIZE_50MB" | "EMAIL_REQUIRED" | "EMAIL_INVALID" | "PHONE_REQUIRED" | "PHONE_INVALID" | "CATEGORY_REQUIRED" | "DUPLICATE_FILES" | "MAX_FILES_EXCEEDED" | "NEWSLETTER_EMAIL_INVALID" | "SELECT_AT_LEAST_ONE_NFT" | "CAPTCHA_REQUIRED" | "INVALID_RENT_UNIT" | "WALLET_DENIED" | "TRANSACTION_DENIED" | "WALLET_NOT_ENOUGH_BALANCE" | "WALLET_TRANSFER_EXCEEDS_BALANCE" | "WALLET_DEFAULT_ERROR" | "WALLET_NOT_DETECTED" | "WALLET_LOCKED" | "NOT_ENOUGH_BALANCE" | "WALLET_NOT_LINKED" | "WRONG_WALLET" | "NOT_IN_WHITELIST" | "ACCOUNT_LEVEL_REQUIRED" | "AUCTION_BID_TOO_LOW" | "AUCTION_ENDED" | "AUCTION_OWN_BID" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "VALIDATION_FAILED" | "RATE_LIMITED" | "SOMETHING_WRONG_TRY_LATER" | "SOME_THING_WRONG" | "NOT_VERIFYED_SOCIAL" | "NO_REFERRALS_TO_CLAIM" | "NO_REFERRALS_YET" | "USER_NOT_FOUND" | "RECOMMEND_LIMIT_REACHED" | "RECOMMEND_NOT_SENT" | "MYSTERY_CARD_CLAIMED" | "NEWSLETTER_NOT_SENT" | "NOT_LOGGED_IN" | "ERROR_FALLBACK" | "PAGE_NOT_FOUND" | "COMING_SOON" | "FEATURE_NOT_AVAILABLE" | "CREATE_COLLECTION_FAILED" | "ADD_TO_COLLECTION_FAILED" | "INTERNAL_ERROR" | "CONFLICT" | "NFT_NOT_FOUND" | "COLLECTION_NOT_FOUND" | "LAND_TAKEN" | "LAND_NOT_FOUND" | "LAND_REQUEST_PENDING" | "STORE_TEMPLATE_NOT_FOUND" | "STORE_NOT_FOUND" | "STORE_TAKEN" | "STORE_NOT_READY" | "COLOR_NOT_CLAIMED" | "NOT_STORE_CREATOR" | "NOT_NFT_OWNER" | "NOT_COLLECTION_CREATOR" | "TRADING_NOT_ALLOWED" | "BUYING_DISABLED" | "TRANSACTION_FAILED" | "CHAIN_NOT_ANSWERING" | "TRANSACTION_MISMATCH" | "TRANSACTION_NOT_FOUND" | "CAPTCHA_INVALID" | "PRO_ACCOUNT_REQUIRED" | "INVALID_CREDENTIALS" | "SIGNATURE_INVALID" | "NOT_SWAPPABLE" | "SWAP_PARTNER_UNAVAILABLE" | "WALLET_ALREADY_LINKED" | "WALLET_LINKED_TO_OTHER_ACCOUNT" | "CLAIM_REQUEST_EXPIRED" | "CLAIM_REQUEST_REPLAYED" | "CLAIM_REQUEST_OPEN" | "CLAIM_REQUEST_NOT_PENDING" | "CLAIM_REQUEST_NOT_FOUND" | "PAYOUT_FAILED" | "MINTER_ROLES_NOT_CHECKED" | "STAKING_NOT_FOUND" | "AUCTION_NOT_FOUND" | "OFFER_NOT_FOUND" | "OFFER_EXPIRED" | "OFFER_EXPIRY_TOO_FAR" | "OFFER_OWN_NFT" | "OFFER_BALANCE_TOO_LOW" | "OFFER_ALLOWANCE_TOO_LOW" | "OFFER_SIGNATURE_INVALID" | "OFFER_WRONG_CHAIN" | "OFFER_TERMS_CHANGED" | "OFFER_NONCE_USED" | "OFFER_NOT_MINTED" | "OFFER_COLLECTION_EMPTY" | "MODEL_BUSY" | "UPLOADS_IN_PROGRESS" | "UPLOAD_QUOTA_REACHED" | "STAKING_ASSET_NOT_FOUND" | "STAKING_DURATION_INVALID" | "STAKING_EXISTS" | "STAKING_NOT_CONFIRMED" | "STAKING_TRANSFER_USED" | "STAKING_LOCKED" | "STAKING_CLAIM_WAIT" | "STAKING_NOT_RETURNED" | "STAKING_CLOSED" | "BUY_SUCCESS" | "SELL_SUCCESS" | "CANCEL_SUCCESS" | "CHANGE_PRICE_SUCCESS" | "TRANSFER_SUCCESS" | "CREATE_NFT_SUCCESS" | "NEWSLETTER_SENT" | "CONGRATULATION" | "CREATE_SUCCESS_WAIT_VERIFY" | "CLAIM" | "CLAIM_MYSTERY_CARD" | "REFERRAL_CLAIM_SUCCESS" | "PUBLISH_SUCCESS" | "MINT_SUCCESS" | "RENT_SUCCESS" | "SWAP_SUCCESS" | "AUCTION_CREATE_SUCCESS" | "BID_SUCCESS" | "SETTLE_AUCTION_SUCCESS" | "CANCEL_AUCTION_SUCCESS" | "OFFER_SUCCESS" | "ACCEPT_OFFER_SUCCESS" | "CANCEL_OFFER_SUCCESS" | "CANCEL_ALL_OFFERS_SUCCESS" | "CREATE_COLLECTION_SUCCESS" | "EDIT_COLLECTION_SUCCESS" | "ADD_TO_COLLECTION_SUCCESS" | "REMOVE_FROM_COLLECTION_SUCCESS" | "STAKING_SUCCESS" | "CLAIM_STAKING_SUCCESS" | "CANCEL_STAKING_SUCCESS" | "RECOMMEND_SENT" | "PETS_CREATED" | "COPIED_LINK" | "COPY_TO_CLIPBOARD" | "COPIED" | "CONFIRM_MINT" | "CONFIRM_CANCEL_SALE" | "CONFIRM_PUBLISH" | "CONFIRM_BUY" | "CONFIRM_CREATE_MODEL" | "CONFIRM_UPDATE_COLLECTION" | "CONFIRM_ADD_TO_COLLECTION" | "CONFIRM_REMOVE_FROM_COLLECTION" | "CONFIRM_CREATE_COLLECTION" | "CONFIRM_CLAIM" | "CONFIRM_SEND_RECOMMEND" | "NAVIGATION_WARNING_TITLE" | "NAVIGATION_WARNING" | "NOTIFICATION" | "EMPTY_NO_MATCHES" | "EMPTY_NO_COLLECTIONS" | "EMPTY_NO_ITEM" | "EMPTY_NO_TEMPLATE" | "EMPTY_NO_DATA" | "EMPTY_COMING" | "EMPTY_NO_RESULT" | "EMPTY_NO_STAKING_HISTORY" | "EMPTY_NO_CLAIM_HISTORY" | "OK" | "CANCEL" | "CONFIRM" | "YES" | "NO" | "BACK" | "NEXT" | "DONE" | "TRY_AGAIN" | "LOADING" | "VIEW_MORE" | "CLEAR" | "SEARCH" | "REFRESH" | "ALL" | "BANNER_MARKETPLACE_TITLE" | "BANNER_BENEFITS_TITLE" | "EXPLORE" | "CREATE" | "TOP_COLLECTION" | "POPULAR_CATEGORIES" | "GUIDE_SET_UP_WALLET" | "GUIDE_CREATE_COLLECTION" | "GUIDE_ADD_NFTS" | "GUIDE_LIST_FOR_SALE" | "NEWSLETTER_SUBSCRIBE" | "NFTS_FOR_SALE" | "NFTS_FOR_RENT" | "NFTS_FOR_SALE_OR_RENT" | "RECENT_LISTED" | "TRENDING_NFTS" | "CURRENCY" | "SORT_RECENT" | "SORT_LOWEST_PRICE" | "SORT_HIGHEST_PRICE" | "CLEAR_FILTER" | "STYLES" | "CATEGORIES" | "STATUS_IN_USE" | "STATUS_SELLING" | "STATUS_RENT" | "STATUS_RENTING" | "STATUS_RENTED" | "STATUS_UNVERIFIED" | "STATUS_NOT_MINTED" | "STATUS_ON_AUCTION" | "STATUS_UNMINTED" | "PENDING_RENT_DURATION" | "REFERRAL_CLAIMED" | "REFERRAL_AVAILABLE" | "CLAIM_APPROVED" | "CLAIM_PENDING" | "MY_COLLECTIONS" | "EXPLORE_COLLECTIONS" | "NEW_COLLECTION" | "CREATE_COLLECTION" | "EDIT_COLLECTION" | "BY_CREATOR" | "BY_CREATOR_CAPITAL" | "ANONYMOUS" | "UNKNOWN" | "READ_MORE" | "SHOW_LESS" | "MY_NFTS" | "SEARCH_BY_NAME_OR_ATTRIBUTE" | "ADD_TO_COLLECTION" | "COLLECTION_NAME_LABEL" | "DESCRIPTION_LABEL" | "COVER_IMAGE_LABEL" | "AVATAR_IMAGE_LABEL" | "REFRESH_METADATA" | "PREVIEW" | "SHARE" | "PREVIEW_MODEL_3D" | "CATEGORY" | "SUB_CATEGORY" | "OWNER" | "SELLER" | "AREA" | "DATA" | "LAND_ON_MAP" | "MODEL_3D" | "SHOW_RESOURCE_URL" | "MEDIA" | "PARTS" | "MATERIALS" | "SALE_HISTORY" | "BUYER_COLUMN" | "SELLER_COLUMN" | "PRICE" | "TIME" | "MARKETPLACE_FEE" | "AMOUNT_RECEIVED" | "ACTION_MINT" | "ACTION_SELL" | "ACTION_CHANGE_PRICE" | "ACTION_CANCEL_SALE" | "ACTION_TRANSFER" | "ACTION_RENT" | "ACTION_SWAP" | "ACTION_BUY" | "ACTION_PUBLISH" | "SELL_NFT" | "CHANGE_PRICE" | "TRANSFER_NFT" | "RENT_NFT" | "SWAP_NFT" | "SELECT_NFTS" | "RECIPIENT_ADDRESS" | "DURATION" | "REFERRAL_CODE" | "SEARCH_PLACEHOLDER" | "SEARCH_PLACEHOLDER_SHORT" | "CREATE_COLLECTIONS" | "CREATE_NFTS" | "STAKING_NFT" | "BRIDGE_NFT" | "RECOMMEND_DESIGN_NFT" | "NO_WALLETS_LINKED" | "CONNECT_WALLET" | "LINK_YOUR_WALLET" | "INSTALL_WALLET" | "ACCOUNT_INFORMATION" | "MENU_PROFILE" | "MENU_COLLECTION" | "MENU_INVENTORY" | "MENU_FAVORITE_LIST" | "MENU_CLAIM" | "MENU_ACTIVITY" | "DARK_MODE" | "HELP_AND_SUPPORT" | "SIGN_OUT" | "SIGN_IN" | "CREATE_NFT_FROM_TEMPLATE" | "TEMPLATES_OF_CATEGORY" | "ADD_3D_MODEL" | "CREATE_3D_AVATAR" | "FULL_BODY_CHARACTER" | "HALF_BODY_CHARACTER" | "CHOOSE_ANOTHER_FILE" | "ADD_PROPERTY" | "TITLE_LABEL" | "SUB_CATEGORY_LABEL" | "ATTACHED_LINK" | "RESOURCE_URL" | "SHOW_ON_MARKETPLACE" | "UPLOAD_NUMBER_PLATE" | "UPLOAD_TEXTURE" | "PREVIEW_VRSTORE" | "CREATE_ALL_NFTS" | "CREATE_NEW_NFT" | "PENDING_BALANCE" | "REFERRAL_BONUS" | "MYSTERY_CARD" | "VERIFY_NOW" | "COL_TOKEN_ID" | "COL_NAME" | "COL_EVENT" | "COL_FROM" | "COL_TO" | "COL_STATUS" | "COL_CREATED_AT" | "COL_TX_ID" | "COL_ID" | "COL_TYPE" | "COL_UPDATED_AT" | "FAVORITE_LIST" | "PROFILE_MY_NFTS" | "PROFILE_MY_COLLECTIONS" | "PROFILE_MY_FAVORITES" | "FOLLOWERS" | "FOLLOWING" | "EMAIL_LABEL" | "PHONE_LABEL" | "CATEGORY_LABEL" | "ATTACHMENT_FILE" | "STAKING_NFTS" | "STAKING_NOW" | "MY_STAKING_NFTS" | "ALL_ASSETS" | "ALL_DURATION" | "FLEXIBLE" | "STAKING_HISTORY" | "CLAIM_HISTORY" | "PLEASE_CHECK_INFORMATION" | "STAKING" | "TRANSFER";
                message: string;
            }[];
        };
        HealthStatus: {
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        StakeableNftPage: {
            results: components["schemas"]["StakeableNft"][];
            total: number;
            page: number;
            limit: number;
        };
        RecordedTransaction: {
            txHash: string;
            blockNumber: number;
            events: {
                contract: string;
                event: string;
                logIndex: number;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
