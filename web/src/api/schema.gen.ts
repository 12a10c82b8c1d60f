/**
 * Generated from src/api/openapi.json by openapi-typescript (scripts/gen-api.mjs): do not edit.
 * Regenerate both with `make api-types` (or `npm run gen:api` in web/).
 */

export interface paths {
    "/admin/announcements/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an announcement
         * @description Add one announcement in one language (operator call).
         */
        post: operations["add_admin_announcements_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/engine/partitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The engine's partitions
         * @description Each partition's server, lease epoch, bots, queue and market-log positions.
         */
        get: operations["partitions_admin_engine_partitions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/exchange/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the exchanges stored
         * @description What the exchanges last stored per symbol: price and market time (where a replay resumes).
         */
        get: operations["exchange_status_admin_exchange_status_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/market/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay the next candles
         * @description Replay the next ``candles`` candles through the exchange, synchronously.
         */
        post: operations["advance_admin_market_advance_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/market/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a candle file
         * @description Switch a symbol to replay of a candle file (any path on the server); for ``linear`` a
         *     funding file (``ts,funding_rate``) can come along and is applied at each funding time.
         */
        post: operations["load_admin_market_load_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/market/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a price by hand
         * @description Set a symbol's price by hand (manual mode). On a cluster node the price is appended to the
         *     market's log (every worker and node applies it from there) and its sequence answered.
         */
        post: operations["price_admin_market_price_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/market/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Back to the simulator
         * @description Put a symbol back on the seeded simulator, continuing from its last price.
         */
        post: operations["simulate_admin_market_simulate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/market/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Market data of every symbol
         * @description Mode, last price and replay position of every symbol.
         */
        get: operations["status_admin_market_status_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/symbols/delist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delist a symbol
         * @description Stop trading a symbol of a market: new bots are refused and running ones close
         *     (SYMBOL_DELISTED); on the perpetual market that includes every combo holding it as a leg.
         */
        post: operations["delist_admin_symbols_delist_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tag or ban a user
         * @description Set a user's tags (SPEC §6); banning closes every bot of the user (USER_BANNED).
         */
        post: operations["tag_user_admin_users_tag_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/api/search/v1/index/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the announcements
         * @description Full-text search of the announcements of the index's language (see the module doc).
         */
        post: operations["search_announcements_api_search_v1_index__index__post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/add-margin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add margin to a futures grid */
        post: operations["add_margin_contract_v5_fgridbot_add_margin_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/fgrid-bot-close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a futures grid */
        post: operations["endpoint_contract_v5_fgridbot_fgrid_bot_close_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/fgrid-bot-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a futures grid */
        post: operations["endpoint_contract_v5_fgridbot_fgrid_bot_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/get-fgrid-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Futures grid detail */
        post: operations["endpoint_contract_v5_fgridbot_get_fgrid_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/get-fgrid-history-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Filled orders of a futures grid */
        post: operations["endpoint_contract_v5_fgridbot_get_fgrid_history_orders_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/get-symbol-ai-params": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Backtested futures grid parameters of a perpetual
         * @description Backtested ranges, grid counts, mode and leverage per style (SPEC §3 futures AI params),
         *     plus ``config.max_leverage_e2`` by grid mode. Every figure is the window's own;
         *     ``annual_percentage_yield`` is null under 30 days.
         */
        get: operations["get_symbol_ai_params_contract_v5_fgridbot_get_symbol_ai_params_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/get-user-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free USDT in the FUND account */
        post: operations["get_user_balance_contract_v5_fgridbot_get_user_balance_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/recommend-symbol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Perpetuals ranked by 24 h amplitude
         * @description Perpetuals ranked by 24 h amplitude.
         */
        post: operations["recommend_symbol_contract_v5_fgridbot_recommend_symbol_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/update-trailing-stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a futures grid's trailing stop */
        post: operations["update_trailing_stop_contract_v5_fgridbot_update_trailing_stop_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/validate-fgrid-input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a futures grid's parameters */
        post: operations["validate_fgrid_input_contract_v5_fgridbot_validate_fgrid_input_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/fgridbot/withdraw-profit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw profit from a futures grid */
        post: operations["endpoint_contract_v5_fgridbot_withdraw_profit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/adjust-position": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebalance a combo now
         * @description Rebalance to the target weights now.
         */
        post: operations["adjust_position_contract_v5_private_fcombobot_adjust_position_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/close-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a combo */
        post: operations["endpoint_contract_v5_private_fcombobot_close_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/create-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a combo */
        post: operations["endpoint_contract_v5_private_fcombobot_create_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-close-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a closed combo bot returned */
        post: operations["endpoint_contract_v5_private_fcombobot_get_close_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-daily-pick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Today's recommended combo
         * @description Today's recommended basket with its backtest, and whether to pop it up for this user.
         */
        post: operations["get_daily_pick_contract_v5_private_fcombobot_get_daily_pick_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Combo detail */
        post: operations["endpoint_contract_v5_private_fcombobot_get_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-follow-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public detail of a combo */
        post: operations["endpoint_contract_v5_private_fcombobot_get_follow_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-history-orders-v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Filled orders of a combo */
        post: operations["endpoint_contract_v5_private_fcombobot_get_history_orders_v2_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Field ranges and failing checks of a combo */
        post: operations["endpoint_contract_v5_private_fcombobot_get_limit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-part-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebalances of a combo bot */
        post: operations["endpoint_contract_v5_private_fcombobot_get_part_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Positions of a combo bot */
        post: operations["endpoint_contract_v5_private_fcombobot_get_positions_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-symbol-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Perpetuals a combo may hold
         * @description The perpetuals a combo may hold, with their first-tier leverage and 24 h quote volume.
         */
        post: operations["get_symbol_list_contract_v5_private_fcombobot_get_symbol_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/get-transfer-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfers of a combo bot */
        post: operations["endpoint_contract_v5_private_fcombobot_get_transfer_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/modify-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a combo's weights, rebalancing or exits */
        post: operations["endpoint_contract_v5_private_fcombobot_modify_setting_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/set-daily-pick-no-pop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop or resume the daily pick's pop-up
         * @description ``no_pop`` (default true): stop (or resume) popping the daily pick up for this user.
         */
        post: operations["set_daily_pick_no_pop_contract_v5_private_fcombobot_set_daily_pick_no_pop_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fcombobot/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move USDT into or out of a combo
         * @description ``transfer_type`` IN (from FUND) or OUT (back to FUND), ``amount`` in USDT.
         */
        post: operations["transfer_contract_v5_private_fcombobot_transfer_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/close-fmart-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a martingale */
        post: operations["endpoint_contract_v5_private_fmartingalebot_close_fmart_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/create-fmart-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a martingale */
        post: operations["endpoint_contract_v5_private_fmartingalebot_create_fmart_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-close-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A closed martingale bot's outcome */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_close_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Martingale detail */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-follow-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public detail of a martingale */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_follow_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-history-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Filled orders of a martingale */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_history_orders_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Field ranges, failing checks and ladder of a martingale */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_limit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-open-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open orders of a martingale */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_open_orders_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/get-fmart-round-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rounds of a martingale bot */
        post: operations["endpoint_contract_v5_private_fmartingalebot_get_fmart_round_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/private/fmartingalebot/update-fmart-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a martingale's auto-cycle, stop loss or margin */
        post: operations["endpoint_contract_v5_private_fmartingalebot_update_fmart_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/product/brief-symbol-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Perpetual configs by contract type
         * @description Every perpetual config grouped by contract type; ``filter`` = all or one contract type.
         */
        get: operations["brief_symbol_list_contract_v5_product_brief_symbol_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/product/dynamic-symbol-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live figures of one perpetual
         * @description Live figures of one perpetual: last and mark price, 24 h range, the next funding.
         */
        get: operations["dynamic_symbol_item_contract_v5_product_dynamic_symbol_item_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/v5/public/fmartingalebot/get-symbol-ai-params": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Backtested martingale parameters of a perpetual
         * @description Backtested parameters per style, LONG and SHORT (MECHANICS §8), and the leverage bounds.
         */
        get: operations["get_symbol_ai_params_contract_v5_public_fmartingalebot_get_symbol_ai_params_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discovery/v5/private/discovery/strategy-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The families' descriptions, risks and parameters
         * @description One family's (or every family's) description, risks and parameters in the caller's language.
         */
        get: operations["strategy_info_discovery_v5_private_discovery_strategy_info_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Drop the session on the server and its cookies in the browser.
         */
        post: operations["logout_logout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/aurora/creation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * AI picks of one family and symbol
         * @description Up to 6 picks of one family (``biz_type``) on one ``symbol``, and the recommended direction.
         */
        post: operations["creation_operation_tools_aurora_creation_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/aurora/fcombo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * AI futures combo baskets
         * @description Today's futures combo baskets, two per style, optionally filtered by ``market_mode``.
         */
        post: operations["fcombo_operation_tools_aurora_fcombo_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/aurora/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * AI picks across families
         * @description Up to 18 picks, best score first, at most 6 per family, 6 per symbol, 2 per family-symbol.
         */
        post: operations["home_operation_tools_aurora_home_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/aurora/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One AI pick
         * @description One pick by ``aurora_id`` (10011 when unknown or of another data day).
         */
        post: operations["info_operation_tools_aurora_info_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/chat/strategy/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short answer about a family or parameter
         * @description A short answer about a family or one of its parameters (see the module doc).
         */
        post: operations["chat_strategy_info_operation_tools_chat_strategy_info_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/v1/mixed-ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A page of the public bot ranking */
        post: operations["mixed_ranking_operation_tools_v1_mixed_ranking_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operation/tools/v1/ranking-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Filters of the bot ranking */
        post: operations["ranking_filter_operation_tools_v1_ranking_filter_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a backtest
         * @description Stops a queued or running backtest (12305 when it already finished).
         */
        post: operations["cancel_s1_bot_backtest_v1_cancel_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Backtest a family's parameters (a job)
         * @description Checks the parameters as the family's create call does, then queues the backtest.
         */
        post: operations["create_s1_bot_backtest_v1_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a backtest
         * @description Deletes a backtest and its result (a running one is stopped).
         */
        post: operations["delete_s1_bot_backtest_v1_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's backtests
         * @description The user's backtests, newest first (at most 200).
         */
        post: operations["list_jobs_s1_bot_backtest_v1_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A finished backtest's result
         * @description Metrics, equity against buy-and-hold, drawdown, fills and rounds (12304 until done).
         */
        post: operations["result_s1_bot_backtest_v1_result_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a backtest (a read-only link)
         * @description The owner's read-only public link of a finished backtest: ``{job_id, token}``.
         */
        post: operations["share_s1_bot_backtest_v1_share_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared backtest's result (public), token in the query */
        get: operations["shared_get_s1_bot_backtest_v1_shared_get"];
        put?: never;
        /**
         * A shared backtest's result (public)
         * @description Anyone's read of one shared backtest's result, by its token (public).
         */
        post: operations["shared_s1_bot_backtest_v1_shared_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A backtest's state and progress
         * @description State, progress, candles done and the time left of one backtest.
         */
        post: operations["status_s1_bot_backtest_v1_status_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/backtest/v1/upload-candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload candles to backtest on
         * @description Candles of the shared data format, checked, kept for the user's backtests.
         */
        post: operations["upload_s1_bot_backtest_v1_upload_candles_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/close-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a DCA bot */
        post: operations["close_bot_s1_bot_dca_v1_close_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/close-bot-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What closing a DCA bot would settle */
        post: operations["endpoint_s1_bot_dca_v1_close_bot_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/create-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_create_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/create-bot-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Limits and presets of a DCA plan */
        post: operations["create_bot_configuration_s1_bot_dca_v1_create_bot_configuration_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detail of a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/follow-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public detail of a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_follow_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open orders of a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_order_details_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/order-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Filled orders of a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_order_history_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Parameters of a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_parameters_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Status of a DCA bot */
        post: operations["endpoint_s1_bot_dca_v1_status_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/dca/v1/update-parameters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a DCA bot's parameters */
        post: operations["update_parameters_s1_bot_dca_v1_update_parameters_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/fgrid/v1/get-fgrid-open-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open orders of a futures grid */
        post: operations["endpoint_s1_bot_fgrid_v1_get_fgrid_open_orders_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/fgrid/v1/get-follow-fgrid-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public detail of a futures grid */
        post: operations["endpoint_s1_bot_fgrid_v1_get_follow_fgrid_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/fgrid/v1/get-futures-close-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close modes of a futures grid */
        post: operations["endpoint_s1_bot_fgrid_v1_get_futures_close_mode_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/fgrid/v1/get-user-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free USDT in the FUND account */
        post: operations["get_user_balance_s1_bot_fgrid_v1_get_user_balance_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/fgrid/v1/update-fgrid-tpsl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a futures grid's TP/SL or trailing stop */
        post: operations["endpoint_s1_bot_fgrid_v1_update_fgrid_tpsl_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/ai-params-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Backtested spot grid parameters per style
         * @description Backtested parameters per style (SPEC §3 spot AI params), with their window, backtest result
         *     and out-of-sample check; ``list`` is the 7-day window's picks, ``windows`` has 7 and 30 days.
         *     Every figure is the window's own; ``annual_percentage_yield`` is null under 30 days.
         */
        get: operations["ai_params_detail_s1_bot_grid_v1_ai_params_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/close-grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a spot grid */
        post: operations["close_grid_s1_bot_grid_v1_close_grid_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/create-grid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_create_grid_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/get-close-modes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close modes of a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_get_close_modes_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/get-history-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Filled orders of a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_get_history_orders_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/get-initial-buy-amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** First purchase of a spot grid */
        post: operations["get_initial_buy_amount_s1_bot_grid_v1_get_initial_buy_amount_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/get-open-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open orders of a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_get_open_orders_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/get-withdraw-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a spot grid can withdraw */
        post: operations["get_withdraw_detail_s1_bot_grid_v1_get_withdraw_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/list-coins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Base coins and their quote coins
         * @description Base coins and the quote coins they trade against.
         */
        get: operations["list_coins_s1_bot_grid_v1_list_coins_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/list-symbol-info-v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spot symbols with their order rules
         * @description Every spot symbol with its order rules and 24 h figures; filter by symbol or quote coin.
         */
        get: operations["list_symbol_info_s1_bot_grid_v1_list_symbol_info_v2_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/list-user-reward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vouchers of the user
         * @description Vouchers: paper trading has none, so the list is empty.
         */
        post: operations["list_user_reward_s1_bot_grid_v1_list_user_reward_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/query-available-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Funds available for a spot grid */
        post: operations["query_available_balance_s1_bot_grid_v1_query_available_balance_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/query-balance-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Balances of the funding account */
        post: operations["query_balance_list_s1_bot_grid_v1_query_balance_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/query-follow-grid-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public detail of a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_query_follow_grid_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/query-grid-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detail of a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_query_grid_detail_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/ranking-filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Filters of the spot grid ranking
         * @description The spot grid ranking's filters: the mixed ranking's buckets, sorters and orders.
         */
        post: operations["ranking_filter_s1_bot_grid_v1_ranking_filter_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/recommend-symbol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Symbols ranked by 24 h amplitude
         * @description Symbols ranked by their 24 h amplitude: a grid earns from movement inside a range.
         */
        post: operations["recommend_symbol_s1_bot_grid_v1_recommend_symbol_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/update-sgrid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a spot grid */
        post: operations["update_sgrid_s1_bot_grid_v1_update_sgrid_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/validate-input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a spot grid create request */
        post: operations["validate_input_s1_bot_grid_v1_validate_input_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/validate-update-sgrid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a spot grid update */
        post: operations["validate_update_sgrid_s1_bot_grid_v1_validate_update_sgrid_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/grid/v1/withdraw-profit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw profit from a spot grid */
        post: operations["endpoint_s1_bot_grid_v1_withdraw_profit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/market/v1/kline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candles of a symbol
         * @description Candles of ``interval`` (SPEC §3 intervals), newest last; ``end_ts`` (ms) pages back.
         */
        get: operations["kline_s1_bot_market_v1_kline_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/market/v1/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where each symbol's prices come from
         * @description Each symbol of each market: the simulator, a replay, hand-set prices, or a real venue with
         *     its state (live, stale, reconnecting) and the venue's own rules for the symbol.
         */
        get: operations["sources_s1_bot_market_v1_sources_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/market/v1/tickers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 24 h quote items
         * @description 24h quote items of every symbol with data (or of the comma-separated ``symbol`` list).
         */
        get: operations["tickers_s1_bot_market_v1_tickers_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/support/v1/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the help assistant
         * @description The best FAQ or docs answer to a question (see the module doc).
         */
        post: operations["ask_s1_bot_support_v1_ask_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/copy-bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a ranked bot
         * @description Create the copy through its family's create (the same checks and refusals).
         */
        post: operations["copy_bot_s1_bot_tradingbot_v1_copy_bot_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/copy-params": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a copy of a ranked bot
         * @description The copy's create request at the investment and what its family's checks say of it.
         */
        post: operations["copy_preview_s1_bot_tradingbot_v1_copy_params_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/export-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bot's event log as a file (JSON Lines or CSV)
         * @description One of the user's bots' full event log (JSON Lines or CSV) with the market rules and prices
         *     it saw: ``tradingbot replay FILE`` rebuilds the bot from it (docs/EVENT-LOG.md).
         */
        post: operations["export_events_s1_bot_tradingbot_v1_export_events_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/list-all-bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All bots of the user, every family */
        post: operations["list_all_bots_s1_bot_tradingbot_v1_list_all_bots_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/pnl-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PnL history of one of the user's bots
         * @description One of the user's bots: equity, PnL and PnL % over ``[start, end]`` (ms, optional), in the
         *     finest bucket the server keeps for that range (``interval``: m minute, h hour, d day).
         */
        post: operations["pnl_history_s1_bot_tradingbot_v1_pnl_history_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/portfolio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's portfolio across every family
         * @description The user's running bots in total and per family (investment, PnL, today's PnL) and the daily
         *     PnL of all their bots over the last 30 days.
         */
        post: operations["portfolio_s1_bot_tradingbot_v1_portfolio_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/s1/bot/tradingbot/v1/ranking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read or set whether the user's bots are ranked */
        post: operations["ranking_settings_s1_bot_tradingbot_v1_ranking_settings_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/t1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latency probe
         * @description Route selection pings this; the body is ignored by the client (answered ahead of routing,
         *     ``api/probe.py``).
         */
        get: operations["latency_probe_t1_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/asset/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balances of one account type */
        get: operations["balances_v2_private_asset_balances_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/asset/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move funds between account types
         * @description Move free funds between two of the user's account types (e.g. FUND -> SPOT).
         */
        post: operations["transfer_v2_private_asset_transfer_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/channels/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a webhook or a Telegram chat
         * @description A webhook: ``url`` (http or https; a public address unless the server allows private ones),
         *     answered with its signing secret, once. Telegram: ``bot_token`` and ``chat_id`` (the token is
         *     never answered). Not an ``Idempotency-Key`` command: its answer carries the secret, which must
         *     not be stored.
         */
        post: operations["add_channel_v2_private_notifications_channels_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/channels/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a channel
         * @description Another user's channel and a missing one both answer ``10011``.
         */
        post: operations["delete_channel_v2_private_notifications_channels_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/channels/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A channel's delivery log */
        post: operations["deliveries_v2_private_notifications_channels_deliveries_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/channels/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message to a channel
         * @description Sent at once; a failure is retried like any delivery (the delivery log shows it).
         */
        post: operations["test_channel_v2_private_notifications_channels_test_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's notifications, newest first
         * @description Only the kinds the user has on; ``unread_count`` counts them all (the header's bell).
         */
        post: operations["list_notifications_v2_private_notifications_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read
         * @description ``ids`` (the user's: another user's id changes nothing) or ``all: true``.
         */
        post: operations["read_v2_private_notifications_read_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get or change the notification settings
         * @description An empty body answers the settings; ``events`` turns kinds on and off (the others stay),
         *     ``locale`` is the messages' language, ``liquidation_risk_threshold`` a percent 1..100.
         */
        post: operations["settings_v2_private_notifications_settings_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/user/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Check the current password, store the new one and end every session of the user (other
         *     browsers are logged out); the caller gets a fresh session in the cookies.
         */
        post: operations["change_password_v2_private_user_change_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/user/demo-funds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit paper money
         * @description Credit paper money to the user's FUND account (rate limited per user).
         */
        post: operations["demo_funds_v2_private_user_demo_funds_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["profile_v2_private_user_profile_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/venue-keys/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a venue API key
         * @description The venue is asked about the key (signed with it) before it is stored: a key the venue
         *     refuses answers ``12203``, a key that may withdraw ``12202``, a venue out of reach ``12204``
         *     (nothing stored: retry); at most ``BOT_VENUE_KEYS_MAX`` keys a user (``12201``), additions
         *     limited per minute (``10006``). The answer never carries the secret nor the whole key. With an
         *     ``Idempotency-Key`` a retry adds the key once (what is kept of the request is a SHA-256 of it,
         *     and the answer: the masked key).
         */
        post: operations["add_v2_private_venue_keys_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/venue-keys/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a venue key
         * @description Another user's key and a missing one both answer ``10011`` "venue key not found".
         */
        post: operations["delete_v2_private_venue_keys_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/private/venue-keys/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user's venue keys (masked) */
        post: operations["list_keys_v2_private_venue_keys_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in
         * @description A new session id at every log-in; the session the browser sent is dropped. Failed log-ins
         *     per email and address are limited (``10006`` past ``BOT_LOGIN_MAX_FAILURES``).
         */
        post: operations["login_v2_public_user_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/public/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register and log in */
        post: operations["register_v2_public_user_register_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v3/config/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gray flags of the web app
         * @description Each asked flag with its settings and whether it is on for the caller (SPEC §6).
         */
        post: operations["web_config_v3_config_web_post"];
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
        /** AddChannelRequest */
        AddChannelRequest: {
            /**
             * Bot Token
             * @description Telegram: the bot's token from @BotFather
             * @example 123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
             */
            bot_token?: string | null;
            /**
             * Chat Id
             * @example 123456789
             */
            chat_id?: string | null;
            /**
             * Label
             * @example my server
             */
            label?: string | null;
            /**
             * Type
             * @example webhook
             * @enum {string}
             */
            type: "webhook" | "telegram";
            /**
             * Url
             * @example https://example.com/hooks/bot
             */
            url?: string | null;
        };
        /**
         * AddVenueKeyRequest
         * @description A key to store: the venue is asked about it first (testnet by default).
         */
        AddVenueKeyRequest: {
            /**
             * Api Key
             * @example demoApiKey0123456789
             */
            api_key: string;
            /**
             * Label
             * @example grid account
             */
            label?: string | null;
            /**
             * Passphrase
             * @description OKX keys only: the passphrase chosen with the key
             */
            passphrase?: string | null;
            /**
             * Secret
             * @example demoSecret0123456789abcdefghijklmnop
             */
            secret: string;
            /**
             * Testnet
             * @description the venue's testnet/sandbox (demo trading on OKX)
             * @default true
             */
            testnet?: boolean;
            /**
             * Venue
             * @example bybit
             * @enum {string}
             */
            venue: "binance" | "bybit" | "okx";
        };
        /** AddedNotificationChannel */
        AddedNotificationChannel: {
            /**
             * Chat Id
             * @description a Telegram channel's chat
             * @example 123456789
             */
            chat_id: string | null;
            /**
             * Created Ms
             * @example 1764300000000
             */
            created_ms: number;
            /** Enabled */
            enabled: boolean;
            /**
             * Id
             * @example 1024
             */
            id: string;
            /**
             * Label
             * @example my server
             */
            label: string | null;
            /**
             * Secret
             * @description a webhook's signing secret: shown here once, never again (null for Telegram)
             * @example whsec_…
             */
            secret: string | null;
            /**
             * Secret Hint
             * @description the secret's (or token's) last 4 characters
             * @example …x9Qz
             */
            secret_hint: string;
            /**
             * Type
             * @enum {string}
             */
            type: "webhook" | "telegram";
            /**
             * Url
             * @description a webhook's URL
             * @example https://example.com/hooks/bot
             */
            url: string | null;
        };
        /** AdvanceRequest */
        AdvanceRequest: {
            /**
             * Candles
             * @example 60
             */
            candles: number;
            /**
             * Category
             * @default spot
             * @enum {string}
             */
            category?: "spot" | "linear";
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /** AdvanceResult */
        AdvanceResult: {
            /** Advanced */
            advanced: number;
            /** Exhausted */
            exhausted: boolean;
            /** Last Price */
            last_price: string | null;
            /** Last Ts */
            last_ts: number | null;
            /** Remaining */
            remaining: number;
            /** Requested */
            requested: number;
            /** Symbol */
            symbol: string;
        };
        /** AiBacktest */
        AiBacktest: {
            /** Arbitrage Num */
            arbitrage_num: number;
            /**
             * Fees
             * @example 27500.5
             */
            fees: string;
            /**
             * Final Equity
             * @example 27500.5
             */
            final_equity: string;
            /**
             * Funding
             * @example 27500.5
             */
            funding: string;
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /**
             * Sharpe Ratio
             * @example 27500.5
             */
            sharpe_ratio: string;
            /**
             * Status
             * @enum {string}
             */
            status: "RUNNING" | "BAD_LEVELS" | "FAILED_INITIATION" | "NEGATIVE_ARBITRAGE" | "LIQUIDATION" | "TRIGGER_TOP_PRICE" | "TRIGGER_BOTTOM_PRICE" | "ORDER_RULES";
            /** Yield Trend List */
            yield_trend_list: string[];
        };
        /** AiConfig */
        AiConfig: {
            max_leverage_e2: components["schemas"]["MaxLeverageE2"];
        };
        /**
         * AiFigures
         * @description A backtest's figures over its own window.
         */
        AiFigures: {
            /**
             * Actual Yield
             * @description the window's own yield
             * @example 27500.5
             */
            actual_yield: string;
            /**
             * Annual Percentage Yield
             * @description actual_yield / window days × 365, null when the window is under 30 days
             */
            annual_percentage_yield: string | null;
            /** Completed Rounds */
            completed_rounds: number;
            /**
             * Max Drawdown Ratio
             * @example 27500.5
             */
            max_drawdown_ratio: string;
            /** Survived */
            survived: boolean;
        };
        /** AiHorizon */
        AiHorizon: {
            /**
             * Atr14
             * @example 27500.5
             */
            atr14: string;
            /** Candidates */
            candidates: number;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Market Mode
             * @enum {string}
             */
            market_mode: "NEUTRAL" | "LONG" | "SHORT";
            /** Params */
            params: components["schemas"]["AiWindowParams"][];
            /**
             * Sigma
             * @example 27500.5
             */
            sigma: string;
            /**
             * Sma20
             * @example 27500.5
             */
            sma20: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            window: components["schemas"]["BacktestWindow"];
        };
        /**
         * AiPartWindow
         * @description An out-of-sample part's first and last candle (ms).
         */
        AiPartWindow: {
            /** End */
            end: number;
            /** Start */
            start: number;
        };
        /** AiWindow */
        AiWindow: {
            /** Candles */
            candles: number;
            /** End */
            end: number;
            /** Start */
            start: number;
        };
        /**
         * AiWindowParams
         * @description One style's parameters in one horizon.
         */
        AiWindowParams: {
            /**
             * Actual Yield
             * @description the window's own yield
             * @example 27500.5
             */
            actual_yield: string;
            /**
             * Annual Percentage Yield
             * @description actual_yield / window_days × 365, null when the window is under 30 days (not annualised)
             */
            annual_percentage_yield: string | null;
            backtest: components["schemas"]["AiBacktest"];
            /**
             * Band K
             * @example 27500.5
             */
            band_k: string;
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Mode
             * @enum {string}
             */
            grid_mode: "NEUTRAL" | "LONG" | "SHORT";
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Leverage E2 */
            leverage_e2: number;
            /**
             * Max Drawdown Ratio
             * @example 27500.5
             */
            max_drawdown_ratio: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            out_of_sample?: components["schemas"]["FgridAiOutOfSample"] | null;
            /**
             * Selected By
             * @enum {string}
             */
            selected_by: "criterion" | "default" | "none";
            style: components["schemas"]["Style"];
            /**
             * Target Profit Per Grid
             * @example 27500.5
             */
            target_profit_per_grid: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            window: components["schemas"]["BacktestWindow"];
            /**
             * Window Days
             * @description first to last candle, to 0.01 day
             * @example 27500.5
             */
            window_days: string;
            /**
             * Window End
             * @description ms, the window's last candle
             */
            window_end: number;
            /**
             * Window Start
             * @description ms, the window's first candle
             */
            window_start: number;
        };
        /** AllBotsComboRow */
        AllBotsComboRow: {
            /** Adjusted Position Num */
            adjusted_position_num: number;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Bot Mode */
            bot_mode: string;
            /** Bot Name */
            bot_name: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            bot_type: "COMBO_FUTURES";
            /**
             * Close Reason
             * @description empty while running
             */
            close_reason: string;
            /** Create Time */
            create_time: number;
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Operation Time
             * @description running time in ms
             */
            operation_time: number;
            /**
             * Status
             * @example RUNNING
             */
            status: string;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 1000
             */
            total_investment: string;
            /**
             * Total Margin
             * @example 27500.5
             */
            total_margin: string;
            /**
             * Total Profit
             * @example 27500.5
             */
            total_profit: string;
        };
        /** AllBotsDcaRow */
        AllBotsDcaRow: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            bot_type: "DCA_SPOT";
            /**
             * Close Reason
             * @description empty while running
             */
            close_reason: string;
            /** Coins */
            coins: string[];
            /** Create Time */
            create_time: number;
            /**
             * Dca Type
             * @enum {string}
             */
            dca_type: "RECURRING" | "SAFETY_ORDER";
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Operation Time
             * @description running time in ms
             */
            operation_time: number;
            status: components["schemas"]["BotStatus"];
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 1000
             */
            total_investment: string;
            /**
             * Total Pnl Percentage
             * @example 27500.5
             */
            total_pnl_percentage: string;
            /**
             * Total Profit
             * @example 27500.5
             */
            total_profit: string;
        };
        /** AllBotsFuturesGridRow */
        AllBotsFuturesGridRow: {
            /** Arbitrage Num */
            arbitrage_num: number;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            bot_type: "GRID_FUTURES";
            /** Cell Number */
            cell_number: number;
            /**
             * Close Reason
             * @description empty while running
             */
            close_reason: string;
            /** Create Time */
            create_time: number;
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /**
             * Grid Mode
             * @example NEUTRAL
             */
            grid_mode: string;
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Operation Time
             * @description running time in ms
             */
            operation_time: number;
            /**
             * Status
             * @example RUNNING
             */
            status: string;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 1000
             */
            total_investment: string;
            /**
             * Total Profit
             * @example 27500.5
             */
            total_profit: string;
        };
        /** AllBotsMartingaleRow */
        AllBotsMartingaleRow: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            bot_type: "MART_FUTURES";
            /**
             * Close Reason
             * @description empty while running
             */
            close_reason: string;
            /** Completed Rounds */
            completed_rounds: number;
            /** Create Time */
            create_time: number;
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /**
             * Fmart Mode
             * @example LONG
             */
            fmart_mode: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Operation Time
             * @description running time in ms
             */
            operation_time: number;
            /**
             * Status
             * @example RUNNING
             */
            status: string;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 1000
             */
            total_investment: string;
            /**
             * Total Margin
             * @example 27500.5
             */
            total_margin: string;
            /**
             * Total Profit
             * @example 27500.5
             */
            total_profit: string;
        };
        /** AllBotsSpotGridRow */
        AllBotsSpotGridRow: {
            /** Arbitrage Num */
            arbitrage_num: number;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            bot_type: "GRID_SPOT";
            /** Cell Number */
            cell_number: number;
            /**
             * Close Reason
             * @description empty while running
             */
            close_reason: string;
            /** Create Time */
            create_time: number;
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /**
             * Grid Id
             * @example 1024
             */
            grid_id: string;
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Operation Time
             * @description running time in ms
             */
            operation_time: number;
            status: components["schemas"]["GridBotStatus"];
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 1000
             */
            total_investment: string;
            /**
             * Total Profit
             * @example 27500.5
             */
            total_profit: string;
        };
        /**
         * AmountRequest
         * @description An amount of USDT moved for a bot.
         */
        AmountRequest: {
            /**
             * Amount
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 100
             */
            amount: number | string;
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
        } & {
            [key: string]: unknown;
        };
        /**
         * AnnouncementAddRequest
         * @description The keywords of ``services.support.announcements.new_announcement``, which checks them.
         */
        AnnouncementAddRequest: {
            /**
             * Category
             * @default general
             */
            category?: string;
            /**
             * Description
             * @default
             */
            description?: string;
            /**
             * Lang
             * @example en
             */
            lang: string;
            /**
             * Published Ms
             * @description UTC ms (default: now)
             */
            published_ms?: number | null;
            /**
             * Title
             * @example Grid fees lowered
             */
            title: string;
            /** Topics */
            topics?: string[];
            /**
             * Url
             * @example /announcements/grid-fees
             */
            url: string;
        };
        /** AnnouncementHit */
        AnnouncementHit: {
            /**
             * Category
             * @example general
             */
            category: string;
            /**
             * Date Timestamp
             * @description publish time, UTC ms
             */
            date_timestamp: number;
            /** Description */
            description: string;
            /**
             * Lang
             * @example en
             */
            lang: string;
            /**
             * Objectid
             * @example 1024
             */
            objectID: string;
            /** Title */
            title: string;
            /** Topics */
            topics: string[];
            /**
             * Url
             * @example /announcements/grid-fees
             */
            url: string;
        };
        /** AnnouncementSearchParams */
        AnnouncementSearchParams: {
            /**
             * Filters
             * @default
             * @example category:product AND topics:grid
             */
            filters?: string;
            /**
             * Hitsperpage
             * @default 10
             */
            hitsPerPage?: number;
            /**
             * Page
             * @description from 0
             * @default 0
             */
            page?: number;
            /**
             * Query
             * @default
             * @example grid
             */
            query?: string;
        };
        /** AnnouncementSearchRequest */
        AnnouncementSearchRequest: {
            /** @description the same fields, as Algolia-style clients send them (wins when given) */
            data?: components["schemas"]["AnnouncementSearchParams"] | null;
            /**
             * Filters
             * @default
             * @example category:product AND topics:grid
             */
            filters?: string;
            /**
             * Hitsperpage
             * @default 10
             */
            hitsPerPage?: number;
            /**
             * Page
             * @description from 0
             * @default 0
             */
            page?: number;
            /**
             * Query
             * @default
             * @example grid
             */
            query?: string;
        };
        /** AnnouncementSearchResult */
        AnnouncementSearchResult: {
            /** Hits */
            hits: components["schemas"]["AnnouncementHit"][];
            /** Hitsperpage */
            hitsPerPage: number;
            /**
             * Index
             * @example announcement-posts_en
             */
            index: string;
            /**
             * Lang
             * @example en
             */
            lang: string;
            /** Nbhits */
            nbHits: number;
            /** Nbpages */
            nbPages: number;
            /** Page */
            page: number;
            /** Query */
            query: string;
        };
        /** AskRequest */
        AskRequest: {
            /**
             * Lang
             * @description the asker's language; answers are in English whatever it is
             * @default en
             * @example en
             * @example ja-JP
             */
            lang?: string | null;
            /**
             * Question
             * @description 1..500 characters once trimmed (longer: 10001 with bound 1..500)
             * @example How do I get demo funds?
             */
            question: string;
        } & {
            [key: string]: unknown;
        };
        /** AskResult */
        AskResult: {
            /** Answer */
            answer: string;
            /**
             * Lang
             * @description the answer's language
             * @example en
             */
            lang: string;
            /**
             * Matched
             * @description false: no section matched, the answer is the fallback
             */
            matched: boolean;
            /**
             * Related
             * @description other questions the FAQ answers
             */
            related: string[];
            /**
             * Source
             * @description the FAQ entry or doc section
             * @example FAQ: How do I get demo funds?
             */
            source: string;
        };
        /** AssetTransferRequest */
        AssetTransferRequest: {
            /**
             * Amount
             * @example 100
             */
            amount: string;
            /**
             * Coin
             * @example USDT
             */
            coin: string;
            /**
             * From Account Type
             * @example FUND
             */
            from_account_type: string;
            /**
             * To Account Type
             * @example SPOT
             */
            to_account_type: string;
        };
        /** AuroraComboLeg */
        AuroraComboLeg: {
            /**
             * Side
             * @description 1 LONG, 2 SHORT
             */
            side: number;
            /** Symbol */
            symbol: string;
            /**
             * Target Position Percent
             * @example 27500.5
             */
            target_position_percent: string;
        };
        /** AuroraComboParams */
        AuroraComboParams: {
            /** Adjust Position Mode */
            adjust_position_mode: number;
            /**
             * Adjust Position Percent
             * @example 27500.5
             */
            adjust_position_percent: string;
            /**
             * Init Margin
             * @example 27500.5
             */
            init_margin: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Symbol Settings */
            symbol_settings: components["schemas"]["AuroraComboLeg"][];
        };
        /** AuroraCreationRequest */
        AuroraCreationRequest: {
            /**
             * Biz Type
             * @description GRID_SPOT, GRID_FUTURES, MART_FUTURES or COMBO_FUTURES
             * @example GRID_SPOT
             */
            biz_type?: string | null;
            /**
             * Symbol
             * @description required but for COMBO_FUTURES
             * @example BTCUSDT
             */
            symbol?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** AuroraCreationResult */
        AuroraCreationResult: {
            /**
             * Biz Type
             * @enum {string}
             */
            biz_type: "GRID_SPOT" | "GRID_FUTURES" | "MART_FUTURES" | "COMBO_FUTURES";
            /** List */
            list: components["schemas"]["AuroraPick"][];
            /** Market Mode */
            market_mode: string | null;
            /** Symbol */
            symbol: string | null;
            /** Total */
            total: number;
        };
        /** AuroraFcomboRequest */
        AuroraFcomboRequest: {
            /**
             * Market Mode
             * @description LONG, SHORT or MIX
             * @example LONG
             */
            market_mode?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** AuroraFcomboResult */
        AuroraFcomboResult: {
            /** List */
            list: components["schemas"]["AuroraPick"][];
            /** Total */
            total: number;
        };
        /** AuroraFuturesGridParams */
        AuroraFuturesGridParams: {
            /** Cell Number */
            cell_number: number;
            /** Grid Mode */
            grid_mode: number;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /** Symbol */
            symbol: string;
            /**
             * Total Investment
             * @example 27500.5
             */
            total_investment: string;
        };
        /**
         * AuroraHomeRequest
         * @description No field.
         */
        AuroraHomeRequest: {
            [key: string]: unknown;
        };
        /** AuroraHomeResult */
        AuroraHomeResult: {
            /** Candidates */
            candidates: number;
            /** List */
            list: components["schemas"]["AuroraPick"][];
            /**
             * Pending
             * @description sweeps still running
             */
            pending: number;
            /** Total */
            total: number;
        };
        /** AuroraInfoRequest */
        AuroraInfoRequest: {
            /**
             * Aurora Id
             * @description required
             * @example grid-BTCUSDT-hp-7d-20250618
             */
            aurora_id?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** AuroraMartingaleParams */
        AuroraMartingaleParams: {
            /** Add Position Num */
            add_position_num: number;
            /**
             * Add Position Percent
             * @example 27500.5
             */
            add_position_percent: string;
            /**
             * Init Margin
             * @example 27500.5
             */
            init_margin: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Martingale Mode */
            martingale_mode: number;
            /**
             * Price Float Percent
             * @example 27500.5
             */
            price_float_percent: string;
            /**
             * Round Tp Percent
             * @example 27500.5
             */
            round_tp_percent: string;
            /** Symbol */
            symbol: string;
        };
        /**
         * AuroraPick
         * @description One AI pick (Bybit Aurora's names, MECHANICS §8.1).
         */
        AuroraPick: {
            /** Atr E4 */
            atr_e4: number | null;
            /**
             * Aurora Id
             * @example grid-BTCUSDT-hp-7d-20250618
             */
            aurora_id: string;
            /**
             * Biz Type
             * @enum {string}
             */
            biz_type: "GRID_SPOT" | "GRID_FUTURES" | "MART_FUTURES" | "COMBO_FUTURES";
            /**
             * Estimate Profits Apr E4
             * @description null under 30 days (not annualised): the window's yield is estimate_profits_rate_e4
             */
            estimate_profits_apr_e4: number | null;
            /**
             * Estimate Profits Days
             * @example 27500.5
             */
            estimate_profits_days: string;
            /** Estimate Profits Rate E4 */
            estimate_profits_rate_e4: number;
            /**
             * Market Mode
             * @description null for a spot grid
             */
            market_mode: string | null;
            /** Max Draw Down Rate E4 */
            max_draw_down_rate_e4: number;
            /** Params */
            params: components["schemas"]["AuroraSpotGridParams"] | components["schemas"]["AuroraFuturesGridParams"] | components["schemas"]["AuroraMartingaleParams"] | components["schemas"]["AuroraComboParams"];
            /** Score E4 */
            score_e4: number;
            /** Selected By */
            selected_by: string;
            /** Sell Cnt */
            sell_cnt: number;
            /** Sharpe Ratio E4 */
            sharpe_ratio_e4: number | null;
            /**
             * Style
             * @description 1 HIGH_PROFITS, 2 STEADY, 3 HIGH_FREQUENCY
             * @enum {integer}
             */
            style: 1 | 2 | 3;
            /**
             * Style Name
             * @enum {string}
             */
            style_name: "HIGH_PROFITS" | "STEADY" | "HIGH_FREQUENCY";
            /**
             * Symbol
             * @description a combo's legs joined by commas
             * @example BTCUSDT
             */
            symbol: string;
            /** Window End */
            window_end: number;
            /** Window Start */
            window_start: number;
            /** Yield Trend List */
            yield_trend_list: number[];
        };
        /** AuroraSpotGridParams */
        AuroraSpotGridParams: {
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Quote Investment
             * @example 27500.5
             */
            quote_investment: string;
            /** Symbol */
            symbol: string;
        };
        /** BacktestCreateRequest */
        BacktestCreateRequest: {
            /**
             * Candles Id
             * @description uploaded candles (upload-candles); a window, if given, cuts them
             */
            candles_id?: (number | string) | null;
            /**
             * Family
             * @example GRID_SPOT
             * @enum {string}
             */
            family: "GRID_SPOT" | "GRID_FUTURES" | "DCA_SPOT" | "MART_FUTURES" | "COMBO_FUTURES";
            options?: components["schemas"]["BacktestOptions"] | null;
            /**
             * Params
             * @description the body of the family's create call (its symbol or symbols included)
             * @example {
             *       "cell_number": 20,
             *       "max_price": "110000",
             *       "min_price": "100000",
             *       "quote_investment": "1000",
             *       "symbol": "BTCUSDT"
             *     }
             */
            params: {
                [key: string]: unknown;
            };
            /**
             * Symbol
             * @description fills params.symbol when params has none
             * @example BTCUSDT
             */
            symbol?: string | null;
            /** @description a window of the server's candle history (or give candles_id) */
            window?: components["schemas"]["LabWindow"] | null;
        };
        /** BacktestFill */
        BacktestFill: {
            /**
             * Fee
             * @example 27500.5
             */
            fee: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "FILL" | "LIQUIDATION";
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /**
             * Side
             * @enum {string}
             */
            side: "BUY" | "SELL";
            /**
             * Symbol
             * @description the leg it traded (a combo, a DCA of several pairs)
             * @example BTCUSDT
             */
            symbol: string;
            /** Ts */
            ts: number;
        };
        /** BacktestJob */
        BacktestJob: {
            /**
             * Job Id
             * @example 1024
             */
            job_id: string;
        };
        /** BacktestJobRequest */
        BacktestJobRequest: {
            /**
             * Job Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            job_id: number | string;
        };
        /** BacktestList */
        BacktestList: {
            /** List */
            list: components["schemas"]["BacktestStatus"][];
        };
        /**
         * BacktestListRequest
         * @description No field.
         */
        BacktestListRequest: Record<string, never>;
        /** BacktestMetrics */
        BacktestMetrics: {
            /**
             * Apr
             * @description only for a window of 30 days or more
             */
            apr: string | null;
            /**
             * Buy Hold Pnl
             * @description the same capital bought at the start and held
             * @example 27500.5
             */
            buy_hold_pnl: string;
            /**
             * Fees
             * @example 27500.5
             */
            fees: string;
            /**
             * Final Equity
             * @example 27500.5
             */
            final_equity: string;
            /**
             * Funding
             * @description received > 0
             * @example 27500.5
             */
            funding: string;
            /**
             * Grid Profit
             * @description grids only
             */
            grid_profit: string | null;
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /**
             * Max Drawdown
             * @example 0.0123456789
             */
            max_drawdown: string;
            /**
             * Return Ratio
             * @description total PnL / investment
             * @example 0.0123456789
             */
            return_ratio: string;
            /**
             * Rounds
             * @description arbitrages, cycles, rounds or rebalances
             */
            rounds: number;
            /**
             * Sharpe
             * @description annualised, returns per hour (or per candle when longer)
             */
            sharpe: string | null;
            /** Sortino */
            sortino: string | null;
            /**
             * Strategy Profit
             * @description grid profit, DCA cycle or round profit, a combo's realised PnL
             * @example 27500.5
             */
            strategy_profit: string;
            /**
             * Time In Market
             * @description share of the time a position was held
             * @example 0.0123456789
             */
            time_in_market: string;
            /**
             * Total Pnl
             * @example 27500.5
             */
            total_pnl: string;
            /**
             * Trades
             * @description fills, liquidations included
             */
            trades: number;
            /**
             * Trend Pnl
             * @description grids only: total PnL less the grid profit
             */
            trend_pnl: string | null;
        };
        /** BacktestOptions */
        BacktestOptions: {
            /**
             * Fees
             * @description charge the exchange's fees (false: no fee at all)
             * @default true
             */
            fees?: boolean;
            /**
             * Funding
             * @description settle the perpetual market's funding (the server's rates) every 8 h
             * @default true
             */
            funding?: boolean;
        };
        /** BacktestResult */
        BacktestResult: {
            /**
             * Buy Hold
             * @description on the equity's timestamps
             */
            buy_hold: [
                number,
                string
            ][];
            /** Candles */
            candles: number;
            /**
             * Candles By Symbol
             * @description per leg, its candles merged into at most about 1,000 bars (the fills' chart)
             */
            candles_by_symbol?: {
                [key: string]: [
                    number,
                    string,
                    string,
                    string,
                    string
                ][];
            };
            /** Close Reason */
            close_reason: string | null;
            /**
             * Days
             * @example 0.0123456789
             */
            days: string;
            /**
             * Drawdown
             * @description from the running peak, on the equity's timestamps
             */
            drawdown: [
                number,
                string
            ][];
            /** End Ms */
            end_ms: number;
            /**
             * Equity
             * @description at most about 1,000 points
             */
            equity: [
                number,
                string
            ][];
            /**
             * Family
             * @enum {string}
             */
            family: "GRID_SPOT" | "GRID_FUTURES" | "DCA_SPOT" | "MART_FUTURES" | "COMBO_FUTURES";
            /**
             * Fills
             * @description the first 5,000
             */
            fills: components["schemas"]["BacktestFill"][];
            /** Fills Total */
            fills_total: number;
            /**
             * Job Id
             * @example 1024
             */
            job_id: string;
            metrics: components["schemas"]["BacktestMetrics"];
            options: components["schemas"]["BacktestResultOptions"];
            /**
             * Params
             * @description the family's create parameters it ran with
             * @example {
             *       "cell_number": 20,
             *       "max_price": "110000",
             *       "min_price": "100000",
             *       "quote_investment": "1000",
             *       "symbol": "BTCUSDT"
             *     }
             */
            params: {
                [key: string]: unknown;
            };
            /**
             * Rounds
             * @description the first 1,000
             */
            rounds: components["schemas"]["BacktestRound"][];
            /** Rounds Total */
            rounds_total: number;
            /** Start Ms */
            start_ms: number;
            /**
             * Status
             * @description the bot's status at the end
             */
            status: string;
            /** Symbols */
            symbols: string[];
        };
        /** BacktestResultOptions */
        BacktestResultOptions: {
            /** Fees */
            fees: boolean;
            /** Funding */
            funding: boolean;
        };
        /** BacktestRound */
        BacktestRound: {
            /**
             * Data
             * @description the family's event, as the bot's event log keeps it
             */
            data: {
                [key: string]: unknown;
            };
            /**
             * Kind
             * @description a cycle (grids, a DCA's take-profit), a round (martingale, a recurring DCA's buy), a rebalance (combo)
             * @enum {string}
             */
            kind: "CYCLE" | "ROUND" | "REBALANCE";
            /** Ts */
            ts: number;
        };
        /** BacktestShare */
        BacktestShare: {
            /**
             * Job Id
             * @example 1024
             */
            job_id: string;
            /**
             * Token
             * @description the read-only link's token: shared {token} reads the result, no session
             */
            token: string;
        };
        /** BacktestSharedRequest */
        BacktestSharedRequest: {
            /**
             * Token
             * @example kX3v9Qz0bLr2w8sYp1dTf6aHn4Jc5uEo
             */
            token: string;
        };
        /** BacktestStatus */
        BacktestStatus: {
            /** Candles Done */
            candles_done: number;
            /** Candles Total */
            candles_total: number;
            /** Created Ms */
            created_ms: number;
            /** Error */
            error: string | null;
            /**
             * Error Code
             * @description INTERRUPTED (the server stopped), WORKER_DIED, JOB_FAILED, TIMEOUT, UNAVAILABLE, RUN_REFUSED
             */
            error_code: string | null;
            /**
             * Eta Ms
             * @description the time left, estimated by the running job
             */
            eta_ms: number | null;
            /**
             * Family
             * @enum {string}
             */
            family: "GRID_SPOT" | "GRID_FUTURES" | "DCA_SPOT" | "MART_FUTURES" | "COMBO_FUTURES";
            /** Finished Ms */
            finished_ms: number | null;
            /**
             * Job Id
             * @example 1024
             */
            job_id: string;
            /**
             * Progress
             * @description percent of the candles done
             * @example 42.5
             */
            progress: number;
            /** Started Ms */
            started_ms: number | null;
            /**
             * State
             * @enum {string}
             */
            state: "queued" | "running" | "done" | "failed" | "cancelled";
            /** Symbols */
            symbols: string[];
        };
        /** BacktestUpload */
        BacktestUpload: {
            /**
             * Candles Id
             * @example 1024
             */
            candles_id: string;
            /** First Ms */
            first_ms: number;
            /** Last Ms */
            last_ms: number;
            /** Rows */
            rows: number;
            /**
             * Symbols
             * @description the legs' symbols; empty for one csv (any one symbol)
             */
            symbols: string[];
        };
        /** BacktestUploadRequest */
        BacktestUploadRequest: {
            /**
             * Csv
             * @description one file of the shared data format (at most 2 MiB and 200,000 candles)
             * @example ts,open,high,low,close,volume
             *     1748736000000,104000,104100,103900,104050,12.5
             */
            csv?: string | null;
            /**
             * Legs
             * @description one file per symbol, for a bot of several symbols (a combo)
             */
            legs?: {
                [key: string]: string;
            } | null;
        };
        /** BacktestWindow */
        BacktestWindow: {
            /**
             * Days
             * @example 27500.5
             */
            days: string;
            /**
             * End
             * @description ms
             */
            end: number;
            /**
             * Start
             * @description ms
             */
            start: number;
        };
        /**
         * Balance
         * @description The user's free USDT in the FUND account.
         */
        Balance: {
            /**
             * Available Balance
             * @example 27500.5
             */
            available_balance: string;
            /**
             * Coin
             * @constant
             */
            coin: "USDT";
        };
        /** BalanceRow */
        BalanceRow: {
            /** Coin */
            coin: string;
            /**
             * Free
             * @example 27500.5
             */
            free: string;
            /**
             * Locked
             * @example 27500.5
             */
            locked: string;
        };
        /** BalancesResult */
        BalancesResult: {
            /**
             * Account Type
             * @example FUND
             */
            account_type: string;
            /** List */
            list: components["schemas"]["BalanceRow"][];
        };
        /**
         * BotCloseCode
         * @description UI close code shared by all families.
         * @enum {string}
         */
        BotCloseCode: "FAILED_INITIATION" | "CANCELED_MANUALLY" | "CANCELED_AUTO" | "CANCELED_AUTO_TAKE_PROFIT" | "CANCELED_AUTO_STOP_LOSS" | "CANCELED_AUTO_LIQUIDATION" | "DCA_REACHED_MAX" | "USER_BAN" | "TRIGGER_TOP_PRICE" | "TRIGGER_BOTTOM_PRICE" | "ROUND_TAKE_PROFIT" | "SYMBOL_DELIST" | "NEGATIVE_ARBITRAGE" | "TRAILING_STOP" | "STANDARD_CLEARANCE" | "OPEN_INTEREST_LIMIT";
        /**
         * BotIdRequest
         * @description A call on one bot.
         */
        BotIdRequest: {
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
        } & {
            [key: string]: unknown;
        };
        /**
         * BotStatus
         * @description Our status for every family (MECHANICS §2.1); maps 1:1 onto the Bybit enums.
         * @enum {string}
         */
        BotStatus: "NEW" | "REJECTED" | "AWAITING_ACTIVATION" | "INITIALIZING" | "RUNNING" | "PAUSED" | "CANCELLING" | "COMPLETED";
        /**
         * BriefSymbolList
         * @description The configs grouped by contract type (only the asked type's list unless ``filter=all``).
         */
        BriefSymbolList: {
            /** Inversefutures */
            InverseFutures?: components["schemas"]["SymbolConfig"][];
            /** Inverseperpetual */
            InversePerpetual?: components["schemas"]["SymbolConfig"][];
            /** Linearfutures */
            LinearFutures?: components["schemas"]["SymbolConfig"][];
            /** Linearperpetual */
            LinearPerpetual?: components["schemas"]["SymbolConfig"][];
            /** Usdcfutures */
            UsdcFutures?: components["schemas"]["SymbolConfig"][];
            /** Usdcperpetual */
            UsdcPerpetual?: components["schemas"]["SymbolConfig"][];
            /**
             * Version
             * @example 6
             */
            version: string;
        };
        /**
         * ChangePasswordRequest
         * @description The current password and the new one (8 to 128 characters).
         */
        ChangePasswordRequest: {
            /**
             * New Password
             * @example staple horse battery
             */
            new_password: string;
            /**
             * Old Password
             * @example correct horse battery
             */
            old_password: string;
        };
        /** ChannelIdRequest */
        ChannelIdRequest: {
            /**
             * Channel Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            channel_id: number | string;
        };
        /** ChatInfoRequest */
        ChatInfoRequest: {
            /**
             * Family
             * @description a family's key, or a name it is asked by (fgrid, dca, fmart, combo, ...)
             * @example spot_grid
             */
            family?: string | null;
            /**
             * Lang
             * @description the language (else the lang header, else English)
             * @example ja-JP
             */
            lang?: string | null;
            /**
             * Param
             * @description a create field of the family (needs family)
             * @example cell_number
             */
            param?: string | null;
            /**
             * Question
             * @description a question to match to a family or parameter (1..500 characters)
             * @example What is a spot grid?
             */
            question?: string | null;
        };
        /** ChatInfoResult */
        ChatInfoResult: {
            /**
             * Answer
             * @description at most 700 characters
             */
            answer: string;
            /** Family */
            family: ("spot_grid" | "futures_grid" | "spot_dca" | "futures_martingale" | "futures_combo") | null;
            /**
             * Lang
             * @example en
             */
            lang: string;
            /**
             * Matched
             * @description false: the question named no family or parameter
             */
            matched: boolean;
            /**
             * Param
             * @example cell_number
             */
            param: string | null;
            /** Title */
            title: string;
        };
        /** CloseModeRow */
        CloseModeRow: {
            /**
             * Close Mode
             * @constant
             */
            close_mode: 1;
            /**
             * Name
             * @constant
             */
            name: "CLOSE_AT_MARKET";
        };
        /** CloseModes */
        CloseModes: {
            /**
             * Default
             * @constant
             */
            default: 1;
            /** List */
            list: components["schemas"]["CloseModeRow"][];
        };
        /**
         * CloseReason
         * @description Our close reason for every family (MECHANICS §2.2).
         * @enum {string}
         */
        CloseReason: "MANUAL" | "FAILED_INITIATION" | "TAKE_PROFIT" | "ROUND_TAKE_PROFIT" | "STOP_LOSS" | "TRAILING_STOP" | "LIQUIDATION" | "TRIGGER_TOP_PRICE" | "TRIGGER_BOTTOM_PRICE" | "NEGATIVE_ARBITRAGE" | "INSUFFICIENT_BALANCE" | "SYMBOL_DELISTED" | "MAX_INVESTMENT_REACHED" | "USER_BANNED" | "RISK_LIMIT" | "OI_LIMIT" | "REDUCE_ONLY" | "BANKRUPTCY_PRICE" | "ADL" | "COMPLIANCE" | "SYSTEM";
        /**
         * ComboCheck
         * @description Futures combo check codes (SPEC §5): each bound too low or too high.
         * @enum {string}
         */
        ComboCheck: "FCOMBO_CHECK_SYMBOL_COUNT_TOO_LOW" | "FCOMBO_CHECK_SYMBOL_COUNT_TOO_HIGH" | "FCOMBO_CHECK_ADJUST_POSITION_PERCENT_TOO_LOW" | "FCOMBO_CHECK_ADJUST_POSITION_PERCENT_TOO_HIGH" | "FCOMBO_CHECK_TIME_INTERVAL_TOO_LOW" | "FCOMBO_CHECK_TIME_INTERVAL_TOO_HIGH" | "FCOMBO_CHECK_INIT_MARGIN_TOO_LOW" | "FCOMBO_CHECK_INIT_MARGIN_TOO_HIGH" | "FCOMBO_CHECK_SL_PERCENT_TOO_LOW" | "FCOMBO_CHECK_SL_PERCENT_TOO_HIGH" | "FCOMBO_CHECK_TP_PERCENT_TOO_LOW" | "FCOMBO_CHECK_TP_PERCENT_TOO_HIGH" | "FCOMBO_CHECK_LEVERAGE_TOO_LOW" | "FCOMBO_CHECK_LEVERAGE_TOO_HIGH" | "FCOMBO_CHECK_ADJUST_POSITION_AMOUNT_TOO_LOW" | "FCOMBO_CHECK_ADJUST_POSITION_AMOUNT_TOO_HIGH" | "FCOMBO_CHECK_TRAILING_STOP_PERCENT_TOO_LOW" | "FCOMBO_CHECK_TRAILING_STOP_PERCENT_TOO_HIGH" | "FCOMBO_CHECK_SUCCESS" | "FCOMBO_CHECK_TARGET_POSITION_PERCENT_SUM_INVALID" | "FCOMBO_CHECK_TARGET_POSITION_PERCENT_STEP_INVALID" | "FCOMBO_CHECK_DUPLICATED_SYMBOL" | "FCOMBO_CHECK_SYMBOL_NOT_EXISTS" | "FCOMBO_CHECK_INVALID_PARAM" | "FCOMBO_CHECK_PARAM_IMMUTABLE";
        /** ComboCheckRow */
        ComboCheckRow: {
            check_code: components["schemas"]["ComboCheck"];
            /** Field */
            field: string;
            /**
             * From
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            from: string;
            /** Message */
            message: string;
            /**
             * To
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            to: string;
        };
        /** ComboCloseDetail */
        ComboCloseDetail: {
            /** Adjusted Position Num */
            adjusted_position_num: number;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Close Code */
            close_code: components["schemas"]["BotCloseCode"] | "";
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** End Time */
            end_time: number;
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Funding Fee
             * @example 27500.5
             */
            funding_fee: string;
            /** Positions */
            positions: components["schemas"]["Position"][];
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            /** Run Time Duration */
            run_time_duration: number;
            /** Settlement Assets */
            settlement_assets: string;
            status: components["schemas"]["BotStatus"];
            /**
             * Stop Type
             * @enum {string}
             */
            stop_type: "" | "INIT_FAILURE" | "BY_USER" | "LIQUIDATION" | "SYMBOL_DELISTED" | "STOP_LOSS" | "USER_BANNED" | "TAKE_PROFIT" | "INSUFFICIENT_BALANCE" | "REDUCE_ONLY" | "BANKRUPTCY_PRICE" | "TRAILING_STOP" | "OI_LIMIT" | "COMPLIANCE" | "ADL" | "SYSTEM";
            /**
             * Total Exec Fee
             * @example 27500.5
             */
            total_exec_fee: string;
            /**
             * Total Margin
             * @example 27500.5
             */
            total_margin: string;
            /**
             * Total Pnl
             * @example 27500.5
             */
            total_pnl: string;
            /**
             * Total Pnl Per
             * @example 27500.5
             */
            total_pnl_per: string;
        };
        /**
         * ComboCreateRequest
         * @description A combo's parameters; unknown fields are refused.
         */
        ComboCreateRequest: {
            /**
             * Adjust Position Mode
             * @description 1 TIME, 2 PERCENT, 3 TIME_OR_PERCENT, 4 BY_USER (manual only), or the name
             * @example 2
             */
            adjust_position_mode: number | string;
            /**
             * Adjust Position Percent
             * @example 0.05
             */
            adjust_position_percent?: (number | string) | null;
            /**
             * Adjust Position Time Interval
             * @description s
             * @example 3600
             */
            adjust_position_time_interval?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /** Create Type */
            create_type?: number | string | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Init Margin
             * @description USDT from FUND
             * @example 500
             */
            init_margin: number | string;
            /**
             * Leverage
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 3
             */
            leverage: number | string;
            /** Sl Percent */
            sl_percent?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /** Symbol Settings */
            symbol_settings: components["schemas"]["LegIn"][];
            /** Tp Percent */
            tp_percent?: (number | string) | null;
            /** Trailing Stop Percent */
            trailing_stop_percent?: (number | string) | null;
        };
        /** ComboDetail */
        ComboDetail: {
            /**
             * Account Type
             * @constant
             */
            account_type: "FUND";
            /**
             * Adjust Position Mode
             * @enum {string}
             */
            adjust_position_mode: "TIME" | "PERCENT" | "TIME_OR_PERCENT" | "BY_USER" | "MODIFY_SETTING" | "TRANSFER";
            /**
             * Adjust Position Percent
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            adjust_position_percent: string;
            /**
             * Adjust Position Time Interval
             * @description s, 0 when unset
             */
            adjust_position_time_interval: number;
            /** Adjusted Position Num */
            adjusted_position_num: number;
            /** Allow Follow */
            allow_follow: number;
            /**
             * Available Balance
             * @example 27500.5
             */
            available_balance: string;
            bot_display_status: components["schemas"]["DisplayStatus"];
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Bot Mode
             * @enum {string}
             */
            bot_mode: "LONG" | "SHORT" | "MIX";
            /**
             * Bot Name
             * @example BTC ETH SOL
             */
            bot_name: string;
            /** Close Code */
            close_code: components["schemas"]["BotCloseCode"] | "";
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** Create Time */
            create_time: number;
            /** End Time */
            end_time: number;
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Exit Equity
             * @example 27500.5
             */
            exit_equity: string;
            /**
             * Funding Fee
             * @example 27500.5
             */
            funding_fee: string;
            /**
             * Imr
             * @example 27500.5
             */
            imr: string;
            /**
             * Init Margin
             * @example 27500.5
             */
            init_margin: string;
            /** Last Adjust Position Time */
            last_adjust_position_time: number;
            /** Last Modify Setting Time */
            last_modify_setting_time: number;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Margin Balance
             * @example 27500.5
             */
            margin_balance: string;
            /**
             * Margin Ratio
             * @example 27500.5
             */
            margin_ratio: string;
            /**
             * Midway Transfer
             * @example 27500.5
             */
            midway_transfer: string;
            /**
             * Mmr
             * @example 27500.5
             */
            mmr: string;
            /** Next Adjust Position Time */
            next_adjust_position_time: number;
            /**
             * Operation Time
             * @description ms
             */
            operation_time: number;
            pnl_breakdown: components["schemas"]["PnlBreakdown"];
            /**
             * Position Margin
             * @example 27500.5
             */
            position_margin: string;
            /** Positions */
            positions: components["schemas"]["Position"][];
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            /**
             * Roi
             * @example 27500.5
             */
            roi: string;
            /**
             * Run Time Duration
             * @description s
             */
            run_time_duration: number;
            /**
             * Settlement Assets
             * @description blank until closed
             * @example USDT:998.68
             */
            settlement_assets: string;
            /**
             * Sl Exit Equity
             * @example 27500.5
             */
            sl_exit_equity: string;
            /**
             * Sl Percent
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            sl_percent: string;
            status: components["schemas"]["BotStatus"];
            /**
             * Stop Type
             * @enum {string}
             */
            stop_type: "" | "INIT_FAILURE" | "BY_USER" | "LIQUIDATION" | "SYMBOL_DELISTED" | "STOP_LOSS" | "USER_BANNED" | "TAKE_PROFIT" | "INSUFFICIENT_BALANCE" | "REDUCE_ONLY" | "BANKRUPTCY_PRICE" | "TRAILING_STOP" | "OI_LIMIT" | "COMPLIANCE" | "ADL" | "SYSTEM";
            /** Symbol Settings */
            symbol_settings: components["schemas"]["LegSetting"][];
            /**
             * Target Position Value
             * @example 27500.5
             */
            target_position_value: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Exec Fee
             * @example 27500.5
             */
            total_exec_fee: string;
            /**
             * Total Margin
             * @example 27500.5
             */
            total_margin: string;
            /**
             * Total Pnl
             * @example 27500.5
             */
            total_pnl: string;
            /**
             * Total Pnl Per
             * @example 27500.5
             */
            total_pnl_per: string;
            /**
             * Total Position Value
             * @example 27500.5
             */
            total_position_value: string;
            /**
             * Tp Exit Equity
             * @example 27500.5
             */
            tp_exit_equity: string;
            /**
             * Tp Percent
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            tp_percent: string;
            /**
             * Trailing Stop Percent
             * @example 27500.5
             */
            trailing_stop_percent: string;
            /**
             * Transfers In
             * @example 27500.5
             */
            transfers_in: string;
            /**
             * Transfers Out
             * @example 27500.5
             */
            transfers_out: string;
            /**
             * Unrealized Pnl
             * @example 27500.5
             */
            unrealized_pnl: string;
            /**
             * Wallet Balance
             * @example 27500.5
             */
            wallet_balance: string;
        };
        /** ComboDetailResult */
        ComboDetailResult: {
            detail: components["schemas"]["ComboDetail"];
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
        };
        /** ComboFill */
        ComboFill: {
            /** Client Order Id */
            client_order_id: string;
            /**
             * Fee
             * @example 27500.5
             */
            fee: string;
            /**
             * Fill Id
             * @example 1024
             */
            fill_id: string;
            /** Is Liquidation */
            is_liquidation: boolean;
            /** Is Maker */
            is_maker: boolean;
            /**
             * Order Id
             * @example 1024
             */
            order_id: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            side: components["schemas"]["OrderSide"];
            /** Symbol */
            symbol: string;
            /**
             * Time
             * @description ms
             */
            time: number;
        };
        /** ComboFills */
        ComboFills: {
            /** Limit */
            limit: number;
            /** List */
            list: components["schemas"]["ComboFill"][];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /** ComboFollowDetail */
        ComboFollowDetail: {
            /**
             * Adjust Position Mode
             * @enum {string}
             */
            adjust_position_mode: "TIME" | "PERCENT" | "TIME_OR_PERCENT" | "BY_USER" | "MODIFY_SETTING" | "TRANSFER";
            /**
             * Adjust Position Percent
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            adjust_position_percent: string;
            /** Adjust Position Time Interval */
            adjust_position_time_interval: number;
            /** Adjusted Position Num */
            adjusted_position_num: number;
            bot_display_status: components["schemas"]["DisplayStatus"];
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Bot Mode
             * @enum {string}
             */
            bot_mode: "LONG" | "SHORT" | "MIX";
            /** Bot Name */
            bot_name: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Nick Name */
            nick_name: string;
            /** Operation Time */
            operation_time: number;
            /** Run Time Duration */
            run_time_duration: number;
            status: components["schemas"]["BotStatus"];
            /** Symbol Settings */
            symbol_settings: components["schemas"]["LegSetting"][];
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Pnl Per
             * @example 27500.5
             */
            total_pnl_per: string;
        };
        /** ComboLimit */
        ComboLimit: {
            adjust_position_percent: components["schemas"]["MinMax"];
            adjust_position_time_interval: components["schemas"]["MinMax"];
            /**
             * Bot Mode
             * @enum {string}
             */
            bot_mode: "LONG" | "SHORT" | "MIX";
            check_code: components["schemas"]["ComboCheck"];
            /** Checks */
            checks: components["schemas"]["ComboCheckRow"][];
            init_margin: components["schemas"]["MinMax"];
            /**
             * Last Prices
             * @example {
             *       "BTCUSDT": "100000"
             *     }
             */
            last_prices: {
                [key: string]: string;
            };
            leverage: components["schemas"]["MinMax"];
            sl_percent: components["schemas"]["MinMax"];
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
            symbol_count: components["schemas"]["MinMax"];
            /** Time Interval Presets */
            time_interval_presets: components["schemas"]["IntervalPreset"][];
            tp_percent: components["schemas"]["MinMax"];
            trailing_stop_percent: components["schemas"]["MinMax"];
        };
        /**
         * ComboLimitRequest
         * @description The legs (required) and whatever else is known yet; unknown fields are refused.
         */
        ComboLimitRequest: {
            /**
             * Adjust Position Mode
             * @description 1 TIME, 2 PERCENT, 3 TIME_OR_PERCENT, 4 BY_USER (manual only), or the name
             * @example 2
             */
            adjust_position_mode?: (number | string) | null;
            /**
             * Adjust Position Percent
             * @example 0.05
             */
            adjust_position_percent?: (number | string) | null;
            /**
             * Adjust Position Time Interval
             * @description s
             * @example 3600
             */
            adjust_position_time_interval?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /** Create Type */
            create_type?: number | string | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Init Margin
             * @description USDT from FUND
             * @example 500
             */
            init_margin?: (number | string) | null;
            /**
             * Leverage
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 3
             */
            leverage: number | string;
            /** Sl Percent */
            sl_percent?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /** Symbol Settings */
            symbol_settings: components["schemas"]["LegIn"][];
            /** Tp Percent */
            tp_percent?: (number | string) | null;
            /** Trailing Stop Percent */
            trailing_stop_percent?: (number | string) | null;
        };
        /** ConfigItem */
        ConfigItem: {
            /**
             * Isgray
             * @description the flag is on for this caller (false when not logged in)
             */
            isGray: boolean;
            /**
             * Name
             * @example spotTsGray
             */
            name: string;
            /**
             * Value
             * @description the flag's settings as JSON text
             * @example {"rollout_pct": 30}
             */
            value: string;
        };
        /**
         * ContractStatus
         * @description Futures contract status, Bybit spellings.
         * @enum {string}
         */
        ContractStatus: "Trading" | "Closed";
        /**
         * ContractType
         * @description Futures contract type (SPEC §3 futures symbol config), Bybit spellings.
         * @enum {string}
         */
        ContractType: "InversePerpetual" | "LinearPerpetual" | "InverseFutures" | "UsdcPerpetual" | "UsdcFutures" | "LinearFutures";
        /**
         * Created
         * @description A new bot of a ``/contract/v5/private`` family (martingale, combo).
         */
        Created: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
        };
        /**
         * Credentials
         * @description An email and its password (8 to 128 characters when registering).
         */
        Credentials: {
            /**
             * Email
             * @example jane.doe@example.com
             */
            email: string;
            /**
             * Password
             * @example correct horse battery
             */
            password: string;
        };
        /** DailyPick */
        DailyPick: {
            /** Adjust Position Mode */
            adjust_position_mode: number;
            /**
             * Adjust Position Percent
             * @example 27500.5
             */
            adjust_position_percent: string;
            backtest: components["schemas"]["PickBacktest"];
            /**
             * Bot Mode
             * @enum {string}
             */
            bot_mode: "LONG" | "SHORT" | "MIX";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Method */
            method: string;
            /**
             * Pick Date
             * @description ms, the UTC day
             */
            pick_date: number;
            /** Pop */
            pop: boolean;
            /** Symbol Settings */
            symbol_settings: components["schemas"]["PickLeg"][];
        };
        /** DcaBotIdIn */
        DcaBotIdIn: {
            /**
             * Bot Id
             * @description required
             */
            bot_id?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** DcaCloseBotRequest */
        DcaCloseBotRequest: {
            /**
             * Bot Id
             * @description required
             */
            bot_id?: (number | string) | null;
            /**
             * Close Mode
             * @description 0 the bot's own (default), 2 DCA_BASE_MODE or 3 DCA_QUOTE_MODE
             */
            close_mode?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** DcaCloseBotResult */
        DcaCloseBotResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Close Mode
             * @description "": the bot's own
             * @enum {string}
             */
            close_mode: "" | "DCA_BASE_MODE" | "DCA_QUOTE_MODE";
            /** Debug Msg */
            debug_msg: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /** DcaCloseCoin */
        DcaCloseCoin: {
            /** Base */
            base: string;
            /**
             * Holdings
             * @example 27500.5
             */
            holdings: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Value
             * @example 27500.5
             */
            value: string;
        };
        /**
         * DcaCloseDetailResult
         * @description What closing would settle now.
         */
        DcaCloseDetailResult: {
            /**
             * Base Held
             * @example 27500.5
             */
            base_held: string;
            /** Base Token */
            base_token: string;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Close Modes */
            close_modes: components["schemas"]["DcaCloseModeRow"][];
            /**
             * Coins
             * @description RECURRING: each coin; SAFETY_ORDER: empty
             */
            coins: components["schemas"]["DcaCloseCoin"][];
            /**
             * Default Close Mode
             * @enum {string}
             */
            default_close_mode: "DCA_BIT_MODE" | "DCA_BASE_MODE" | "DCA_QUOTE_MODE";
            /**
             * Estimated Value
             * @example 27500.5
             */
            estimated_value: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Quote Held
             * @example 27500.5
             */
            quote_held: string;
            /** Quote Token */
            quote_token: string;
            /** Settlement Assets */
            settlement_assets: string;
            status: components["schemas"]["BotStatus"];
        };
        /** DcaCloseModeRow */
        DcaCloseModeRow: {
            /**
             * Close Mode
             * @example 2
             */
            close_mode: number;
            /**
             * Name
             * @example DCA_BASE_MODE
             */
            name: string;
        };
        /** DcaCoinLimits */
        DcaCoinLimits: {
            /** Base */
            base: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Max Amount
             * @example 27500.5
             */
            max_amount: string;
            /**
             * Min Amount
             * @example 27500.5
             */
            min_amount: string;
            /** Symbol */
            symbol: string;
        };
        /**
         * DcaConfig
         * @description A DCA bot's config (``config_to_dict``): the shared fields, then RECURRING's or SAFETY_ORDER's.
         */
        DcaConfig: {
            /** Auto Cycle */
            auto_cycle?: ("ENABLE" | "DISABLE") | null;
            /**
             * Dca Type
             * @enum {string}
             */
            dca_type: "RECURRING" | "SAFETY_ORDER";
            /** Frequency In Second */
            frequency_in_second?: number | null;
            /** Init Order Amount */
            init_order_amount?: string | null;
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /** Max Invest Amount */
            max_invest_amount?: string | null;
            /** Max Safety Orders */
            max_safety_orders?: number | null;
            /** Pairs */
            pairs?: components["schemas"]["DcaPair"][] | null;
            /** Price Step */
            price_step?: string | null;
            /** Quote Coin */
            quote_coin?: string | null;
            /** Reinvest */
            reinvest?: boolean | null;
            /** Safety Order Amount */
            safety_order_amount?: string | null;
            /**
             * Settle Mode
             * @enum {string}
             */
            settle_mode: "DCA_BIT_MODE" | "DCA_BASE_MODE" | "DCA_QUOTE_MODE";
            /** Sl Pct */
            sl_pct?: string | null;
            /** Step Multiplier */
            step_multiplier?: string | null;
            /** Symbol */
            symbol?: string | null;
            /** Tp Pct */
            tp_pct?: string | null;
            /** Volume Multiplier */
            volume_multiplier?: string | null;
        };
        /**
         * DcaConfigurationRequest
         * @description The coins a RECURRING plan would buy: ``bases`` (1 to 5) or one ``base``.
         */
        DcaConfigurationRequest: {
            /**
             * Amount
             * @description a round's total: the answer estimates the rounds
             */
            amount?: (number | string) | null;
            /** Base */
            base?: string | null;
            /**
             * Bases
             * @example [
             *       "BTC",
             *       "ETH"
             *     ]
             */
            bases?: (string | number)[] | "" | null;
            /**
             * Quote Coin
             * @description USDT (default) or USDC
             * @example USDT
             */
            quote_coin?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** DcaConfigurationResult */
        DcaConfigurationResult: {
            /**
             * Available Balance
             * @example 27500.5
             */
            available_balance: string;
            /** Base */
            base: string;
            /** Coins */
            coins: components["schemas"]["DcaCoinLimits"][];
            /**
             * Estimated Rounds
             * @description only with ``amount``
             */
            estimated_rounds?: number | null;
            /** Frequency Presets */
            frequency_presets: components["schemas"]["DcaFrequencyPreset"][];
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Max Amount
             * @example 27500.5
             */
            max_amount: string;
            /** Max Pairs */
            max_pairs: number;
            /**
             * Min Amount
             * @example 27500.5
             */
            min_amount: string;
            /** Min Frequency In Second */
            min_frequency_in_second: number;
            /** Quote Coin */
            quote_coin: string;
            /** Settle Modes */
            settle_modes: ("DCA_BIT_MODE" | "DCA_BASE_MODE" | "DCA_QUOTE_MODE")[];
            /** Symbol */
            symbol: string;
        };
        /**
         * DcaCreateBotRequest
         * @description A DCA bot: ``dca_type`` RECURRING (``frequency_in_second``, ``quote_coin``, ``pairs``,
         *     ``max_invest_amount``) or SAFETY_ORDER (``symbol``, the order amounts and the ladder).
         */
        DcaCreateBotRequest: {
            /**
             * Auto Cycle
             * @description ENABLE (1, default) or DISABLE (2)
             */
            auto_cycle?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /**
             * Create Type
             * @description COPY (or 1) creates a copy of followed_grid_id
             */
            create_type?: number | string | null;
            /**
             * Dca Type
             * @description required
             * @example RECURRING
             */
            dca_type?: (number | string) | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Frequency In Second
             * @example 3600
             */
            frequency_in_second?: (number | string) | null;
            /** Init Order Amount */
            init_order_amount?: (number | string) | null;
            /**
             * Investment
             * @example 100
             */
            investment?: (number | string) | null;
            /** Max Invest Amount */
            max_invest_amount?: (number | string) | null;
            /** Max Safety Orders */
            max_safety_orders?: (number | string) | null;
            /** Pairs */
            pairs?: components["schemas"]["DcaPairIn"][] | null;
            /** Price Step */
            price_step?: (number | string) | null;
            /**
             * Quote Coin
             * @example USDT
             */
            quote_coin?: string | null;
            /** Reinvest */
            reinvest?: (boolean | number | string) | null;
            /** Safety Order Amount */
            safety_order_amount?: (number | string) | null;
            /**
             * Settle Mode
             * @description DCA_BASE_MODE (2, default) or DCA_QUOTE_MODE (3)
             */
            settle_mode?: (number | string) | null;
            /** Sl Pct */
            sl_pct?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Step Multiplier */
            step_multiplier?: (number | string) | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /** Symbol */
            symbol?: string | null;
            /** Tp Pct */
            tp_pct?: (number | string) | null;
            /** Volume Multiplier */
            volume_multiplier?: (number | string) | null;
        };
        /** DcaCreatedResult */
        DcaCreatedResult: {
            /** Ban Reason Text */
            ban_reason_text: string;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Debug Msg */
            debug_msg: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * DcaDetail
         * @description The owner's detail of one DCA bot; the RECURRING and SAFETY_ORDER figures only for that type.
         */
        DcaDetail: {
            /**
             * Account Type
             * @constant
             */
            account_type: "FUND";
            /** Allow Follow */
            allow_follow: number;
            /**
             * Avg Price
             * @description null before the base order fills
             */
            avg_price?: string | null;
            /**
             * Base Held
             * @example 27500.5
             */
            base_held: string;
            /** Base Token */
            base_token: string;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** Coins */
            coins: string[];
            config: components["schemas"]["DcaConfig"];
            /** Create Time */
            create_time: number;
            /** Cum Invested */
            cum_invested?: string | null;
            /** Cum Profit */
            cum_profit?: string | null;
            /** Cycle */
            cycle?: number | null;
            /** Cycles Completed */
            cycles_completed?: number | null;
            /**
             * Dca Type
             * @enum {string}
             */
            dca_type: "RECURRING" | "SAFETY_ORDER";
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Investment
             * @example 100
             */
            investment: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Next Round Time
             * @description ms of the next RECURRING round; 0 when none
             */
            next_round_time: number;
            /** Operation Time */
            operation_time: number;
            /** Pairs */
            pairs?: components["schemas"]["DcaPairRow"][] | null;
            pairs_total?: components["schemas"]["DcaPairsTotal"] | null;
            /**
             * Pause Reason
             * @enum {string}
             */
            pause_reason: "" | "INSUFFICIENT_BALANCE";
            pnl_breakdown: components["schemas"]["PnlBreakdown"];
            /**
             * Quote Held
             * @example 27500.5
             */
            quote_held: string;
            /** Quote Token */
            quote_token: string;
            /** Rounds Done */
            rounds_done?: number | null;
            /** Rounds Skipped */
            rounds_skipped?: number | null;
            /** Safety Orders Filled */
            safety_orders_filled?: number | null;
            /**
             * Settlement Assets
             * @description what the closed bot returned; empty while running
             */
            settlement_assets: string;
            /** Sl Price */
            sl_price?: string | null;
            status: components["schemas"]["BotStatus"];
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /** Symbols */
            symbols: string[];
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Pnl
             * @example 27500.5
             */
            total_pnl: string;
            /**
             * Total Pnl Percentage
             * @example 27500.5
             */
            total_pnl_percentage: string;
            /** Tp Price */
            tp_price?: string | null;
        };
        /** DcaDetailResult */
        DcaDetailResult: {
            detail: components["schemas"]["DcaDetail"];
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /** DcaFollowDetailResult */
        DcaFollowDetailResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Coins */
            coins: string[];
            config: components["schemas"]["DcaConfig"];
            /**
             * Dca Type
             * @enum {string}
             */
            dca_type: "RECURRING" | "SAFETY_ORDER";
            /** Nick Name */
            nick_name: string;
            /** Operation Time */
            operation_time: number;
            status: components["schemas"]["BotStatus"];
            /** Symbol */
            symbol: string;
            /**
             * Total Pnl Percentage
             * @example 27500.5
             */
            total_pnl_percentage: string;
        };
        /** DcaFrequencyPreset */
        DcaFrequencyPreset: {
            /**
             * Frequency In Second
             * @example 3600
             */
            frequency_in_second: number;
            /**
             * Name
             * @example HOURLY
             */
            name: string;
        };
        /** DcaPageIn */
        DcaPageIn: {
            /**
             * Bot Id
             * @description required
             */
            bot_id?: (number | string) | null;
            /**
             * Limit
             * @description 1..200 (default 20)
             * @example 20
             */
            limit?: (number | string) | null;
            /**
             * Page
             * @description from 1 (default 1)
             * @example 1
             */
            page?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** DcaPair */
        DcaPair: {
            /**
             * Amount
             * @example 27500.5
             */
            amount: string;
            /** Base */
            base: string;
        };
        /**
         * DcaPairIn
         * @description One recurring purchase: ``amount`` of quote spent on ``base`` every round.
         */
        DcaPairIn: {
            /**
             * Amount
             * @example 10
             */
            amount?: (number | string) | null;
            /** Base */
            base?: string | null;
        };
        /**
         * DcaPairRow
         * @description One coin of a RECURRING plan at its last price.
         */
        DcaPairRow: {
            /**
             * Avg Cost
             * @example 27500.5
             */
            avg_cost: string;
            /** Base */
            base: string;
            /**
             * Cum Qty
             * @example 27500.5
             */
            cum_qty: string;
            /**
             * Cum Quote
             * @example 27500.5
             */
            cum_quote: string;
            /**
             * Holdings
             * @example 27500.5
             */
            holdings: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            /**
             * Pnl Percentage
             * @example 27500.5
             */
            pnl_percentage: string;
            /** Rounds Skipped */
            rounds_skipped: number;
            /**
             * Value
             * @example 27500.5
             */
            value: string;
        };
        /** DcaPairsTotal */
        DcaPairsTotal: {
            /**
             * Cum Quote
             * @example 27500.5
             */
            cum_quote: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            /**
             * Pnl Percentage
             * @example 27500.5
             */
            pnl_percentage: string;
            /**
             * Value
             * @example 27500.5
             */
            value: string;
        };
        /** DcaParametersResult */
        DcaParametersResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Dca Type
             * @enum {string}
             */
            dca_type: "RECURRING" | "SAFETY_ORDER";
            /** Mutable Fields */
            mutable_fields: string[];
            parameters: components["schemas"]["DcaConfig"];
        };
        /** DcaStatusResult */
        DcaStatusResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** Coins */
            coins: string[];
            /** Next Round Time */
            next_round_time: number;
            /**
             * Pause Reason
             * @enum {string}
             */
            pause_reason: "" | "INSUFFICIENT_BALANCE";
            status: components["schemas"]["BotStatus"];
        };
        /**
         * DcaUpdateParametersRequest
         * @description The new parameters, in ``parameters`` or at the top level (the family says which may change).
         */
        DcaUpdateParametersRequest: {
            /**
             * Bot Id
             * @description required
             */
            bot_id?: (number | string) | null;
            /** Parameters */
            parameters?: {
                [key: string]: unknown;
            } | null;
        } & {
            [key: string]: unknown;
        };
        /** DcaUpdateParametersResult */
        DcaUpdateParametersResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            parameters: components["schemas"]["DcaConfig"];
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /** DelistRequest */
        DelistRequest: {
            /**
             * Category
             * @default spot
             * @enum {string}
             */
            category?: "spot" | "linear";
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /** DelistResult */
        DelistResult: {
            /** Closed Bots */
            closed_bots: number;
            /** Symbol */
            symbol: string;
        };
        /** DeliveriesRequest */
        DeliveriesRequest: {
            /**
             * Channel Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            channel_id: number | string;
            /**
             * Limit
             * @description 1..200
             * @default 50
             * @example 50
             */
            limit?: number | string;
        };
        /** DemoFundsRequest */
        DemoFundsRequest: {
            /**
             * Amount
             * @default 10000
             * @example 10000
             */
            amount?: string;
            /**
             * Coin
             * @default USDT
             * @example USDT
             */
            coin?: string;
        };
        /** DemoFundsResult */
        DemoFundsResult: {
            /**
             * Account Type
             * @example FUND
             */
            account_type: string;
            /** Coin */
            coin: string;
            /**
             * Free
             * @example 27500.5
             */
            free: string;
            /**
             * Locked
             * @example 27500.5
             */
            locked: string;
        };
        /**
         * DisplayStatus
         * @description Status shown for futures bots (also martingale and combo).
         * @enum {string}
         */
        DisplayStatus: "INITIALIZING" | "AWAIT_ACTIVATION" | "RUNNING" | "CANCELLING" | "COMPLETED";
        /** Done200 */
        Done200: {
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /** DynamicSymbolItem */
        DynamicSymbolItem: {
            item: components["schemas"]["SymbolItem"];
        };
        /**
         * Empty
         * @description An answer or request with no fields.
         */
        Empty: Record<string, never>;
        /** Envelope[AddedNotificationChannel] */
        Envelope_AddedNotificationChannel_: {
            result: components["schemas"]["AddedNotificationChannel"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AdvanceResult] */
        Envelope_AdvanceResult_: {
            result: components["schemas"]["AdvanceResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AnnouncementHit] */
        Envelope_AnnouncementHit_: {
            result: components["schemas"]["AnnouncementHit"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AnnouncementSearchResult] */
        Envelope_AnnouncementSearchResult_: {
            result: components["schemas"]["AnnouncementSearchResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AskResult] */
        Envelope_AskResult_: {
            result: components["schemas"]["AskResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AuroraCreationResult] */
        Envelope_AuroraCreationResult_: {
            result: components["schemas"]["AuroraCreationResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AuroraFcomboResult] */
        Envelope_AuroraFcomboResult_: {
            result: components["schemas"]["AuroraFcomboResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AuroraHomeResult] */
        Envelope_AuroraHomeResult_: {
            result: components["schemas"]["AuroraHomeResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[AuroraPick] */
        Envelope_AuroraPick_: {
            result: components["schemas"]["AuroraPick"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BacktestJob] */
        Envelope_BacktestJob_: {
            result: components["schemas"]["BacktestJob"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BacktestList] */
        Envelope_BacktestList_: {
            result: components["schemas"]["BacktestList"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BacktestResult] */
        Envelope_BacktestResult_: {
            result: components["schemas"]["BacktestResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BacktestShare] */
        Envelope_BacktestShare_: {
            result: components["schemas"]["BacktestShare"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BacktestStatus] */
        Envelope_BacktestStatus_: {
            result: components["schemas"]["BacktestStatus"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BacktestUpload] */
        Envelope_BacktestUpload_: {
            result: components["schemas"]["BacktestUpload"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Balance] */
        Envelope_Balance_: {
            result: components["schemas"]["Balance"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BalancesResult] */
        Envelope_BalancesResult_: {
            result: components["schemas"]["BalancesResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[BriefSymbolList] */
        Envelope_BriefSymbolList_: {
            result: components["schemas"]["BriefSymbolList"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ChatInfoResult] */
        Envelope_ChatInfoResult_: {
            result: components["schemas"]["ChatInfoResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[CloseModes] */
        Envelope_CloseModes_: {
            result: components["schemas"]["CloseModes"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ComboCloseDetail] */
        Envelope_ComboCloseDetail_: {
            result: components["schemas"]["ComboCloseDetail"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ComboDetailResult] */
        Envelope_ComboDetailResult_: {
            result: components["schemas"]["ComboDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ComboFills] */
        Envelope_ComboFills_: {
            result: components["schemas"]["ComboFills"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ComboFollowDetail] */
        Envelope_ComboFollowDetail_: {
            result: components["schemas"]["ComboFollowDetail"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ComboLimit] */
        Envelope_ComboLimit_: {
            result: components["schemas"]["ComboLimit"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Created] */
        Envelope_Created_: {
            result: components["schemas"]["Created"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DailyPick] */
        Envelope_DailyPick_: {
            result: components["schemas"]["DailyPick"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaCloseBotResult] */
        Envelope_DcaCloseBotResult_: {
            result: components["schemas"]["DcaCloseBotResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaCloseDetailResult] */
        Envelope_DcaCloseDetailResult_: {
            result: components["schemas"]["DcaCloseDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaConfigurationResult] */
        Envelope_DcaConfigurationResult_: {
            result: components["schemas"]["DcaConfigurationResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaCreatedResult] */
        Envelope_DcaCreatedResult_: {
            result: components["schemas"]["DcaCreatedResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaDetailResult] */
        Envelope_DcaDetailResult_: {
            result: components["schemas"]["DcaDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaFollowDetailResult] */
        Envelope_DcaFollowDetailResult_: {
            result: components["schemas"]["DcaFollowDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaParametersResult] */
        Envelope_DcaParametersResult_: {
            result: components["schemas"]["DcaParametersResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaStatusResult] */
        Envelope_DcaStatusResult_: {
            result: components["schemas"]["DcaStatusResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DcaUpdateParametersResult] */
        Envelope_DcaUpdateParametersResult_: {
            result: components["schemas"]["DcaUpdateParametersResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DelistResult] */
        Envelope_DelistResult_: {
            result: components["schemas"]["DelistResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DemoFundsResult] */
        Envelope_DemoFundsResult_: {
            result: components["schemas"]["DemoFundsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Done200] */
        Envelope_Done200_: {
            result: components["schemas"]["Done200"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[DynamicSymbolItem] */
        Envelope_DynamicSymbolItem_: {
            result: components["schemas"]["DynamicSymbolItem"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Empty] */
        Envelope_Empty_: {
            result: components["schemas"]["Empty"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ExchangeStatusResult] */
        Envelope_ExchangeStatusResult_: {
            result: components["schemas"]["ExchangeStatusResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ExportEventsResult] */
        Envelope_ExportEventsResult_: {
            result: components["schemas"]["ExportEventsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FgridAiParams] */
        Envelope_FgridAiParams_: {
            result: components["schemas"]["FgridAiParams"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FgridCreated] */
        Envelope_FgridCreated_: {
            result: components["schemas"]["FgridCreated"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FgridDetailResult] */
        Envelope_FgridDetailResult_: {
            result: components["schemas"]["FgridDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FgridFollowDetail] */
        Envelope_FgridFollowDetail_: {
            result: components["schemas"]["FgridFollowDetail"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FgridValidation] */
        Envelope_FgridValidation_: {
            result: components["schemas"]["FgridValidation"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Fills] */
        Envelope_Fills_: {
            result: components["schemas"]["Fills"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FmartAiParams] */
        Envelope_FmartAiParams_: {
            result: components["schemas"]["FmartAiParams"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FmartCloseDetail] */
        Envelope_FmartCloseDetail_: {
            result: components["schemas"]["FmartCloseDetail"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FmartDetailResult] */
        Envelope_FmartDetailResult_: {
            result: components["schemas"]["FmartDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FmartFollowDetail] */
        Envelope_FmartFollowDetail_: {
            result: components["schemas"]["FmartFollowDetail"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[FmartLimit] */
        Envelope_FmartLimit_: {
            result: components["schemas"]["FmartLimit"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[KlineResult] */
        Envelope_KlineResult_: {
            result: components["schemas"]["KlineResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[ListAllBotsResult] */
        Envelope_ListAllBotsResult_: {
            result: components["schemas"]["ListAllBotsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[LoadResult] */
        Envelope_LoadResult_: {
            result: components["schemas"]["LoadResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[MarginAdded] */
        Envelope_MarginAdded_: {
            result: components["schemas"]["MarginAdded"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[MarketStatusResult] */
        Envelope_MarketStatusResult_: {
            result: components["schemas"]["MarketStatusResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NoPopSet] */
        Envelope_NoPopSet_: {
            result: components["schemas"]["NoPopSet"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NotificationChannelDeleted] */
        Envelope_NotificationChannelDeleted_: {
            result: components["schemas"]["NotificationChannelDeleted"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NotificationDeliveryLog] */
        Envelope_NotificationDeliveryLog_: {
            result: components["schemas"]["NotificationDeliveryLog"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NotificationList] */
        Envelope_NotificationList_: {
            result: components["schemas"]["NotificationList"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NotificationSettings] */
        Envelope_NotificationSettings_: {
            result: components["schemas"]["NotificationSettings"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NotificationTestSent] */
        Envelope_NotificationTestSent_: {
            result: components["schemas"]["NotificationTestSent"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[NotificationsRead] */
        Envelope_NotificationsRead_: {
            result: components["schemas"]["NotificationsRead"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[OpenOrders] */
        Envelope_OpenOrders_: {
            result: components["schemas"]["OpenOrders"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[PartitionsResult] */
        Envelope_PartitionsResult_: {
            result: components["schemas"]["PartitionsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[PnlHistoryResult] */
        Envelope_PnlHistoryResult_: {
            result: components["schemas"]["PnlHistoryResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[PortfolioResult] */
        Envelope_PortfolioResult_: {
            result: components["schemas"]["PortfolioResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Positions] */
        Envelope_Positions_: {
            result: components["schemas"]["Positions"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[PriceResult] */
        Envelope_PriceResult_: {
            result: components["schemas"]["PriceResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Profile] */
        Envelope_Profile_: {
            result: components["schemas"]["Profile"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[RankingCopyBotResult] */
        Envelope_RankingCopyBotResult_: {
            result: components["schemas"]["RankingCopyBotResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[RankingCopyParamsResult] */
        Envelope_RankingCopyParamsResult_: {
            result: components["schemas"]["RankingCopyParamsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[RankingFiltersResult] */
        Envelope_RankingFiltersResult_: {
            result: components["schemas"]["RankingFiltersResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[RankingPage] */
        Envelope_RankingPage_: {
            result: components["schemas"]["RankingPage"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[RankingSettingsResult] */
        Envelope_RankingSettingsResult_: {
            result: components["schemas"]["RankingSettingsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Rebalances] */
        Envelope_Rebalances_: {
            result: components["schemas"]["Rebalances"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Recommended] */
        Envelope_Recommended_: {
            result: components["schemas"]["Recommended"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Rounds] */
        Envelope_Rounds_: {
            result: components["schemas"]["Rounds"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SessionResult] */
        Envelope_SessionResult_: {
            result: components["schemas"]["SessionResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SourcesResult] */
        Envelope_SourcesResult_: {
            result: components["schemas"]["SourcesResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotCoinsResult] */
        Envelope_SpotCoinsResult_: {
            result: components["schemas"]["SpotCoinsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridAiParamsResult] */
        Envelope_SpotGridAiParamsResult_: {
            result: components["schemas"]["SpotGridAiParamsResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridAvailableBalanceResult] */
        Envelope_SpotGridAvailableBalanceResult_: {
            result: components["schemas"]["SpotGridAvailableBalanceResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridBalanceListResult] */
        Envelope_SpotGridBalanceListResult_: {
            result: components["schemas"]["SpotGridBalanceListResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridCloseModesResult] */
        Envelope_SpotGridCloseModesResult_: {
            result: components["schemas"]["SpotGridCloseModesResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridCreatedResult] */
        Envelope_SpotGridCreatedResult_: {
            result: components["schemas"]["SpotGridCreatedResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridDetailResult] */
        Envelope_SpotGridDetailResult_: {
            result: components["schemas"]["SpotGridDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridFillsPage] */
        Envelope_SpotGridFillsPage_: {
            result: components["schemas"]["SpotGridFillsPage"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridFollowDetailResult] */
        Envelope_SpotGridFollowDetailResult_: {
            result: components["schemas"]["SpotGridFollowDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridInitialBuyResult] */
        Envelope_SpotGridInitialBuyResult_: {
            result: components["schemas"]["SpotGridInitialBuyResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridOpenOrdersResult] */
        Envelope_SpotGridOpenOrdersResult_: {
            result: components["schemas"]["SpotGridOpenOrdersResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridRecommendSymbolResult] */
        Envelope_SpotGridRecommendSymbolResult_: {
            result: components["schemas"]["SpotGridRecommendSymbolResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridStatusResult] */
        Envelope_SpotGridStatusResult_: {
            result: components["schemas"]["SpotGridStatusResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridUpdateResult] */
        Envelope_SpotGridUpdateResult_: {
            result: components["schemas"]["SpotGridUpdateResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridUserRewardResult] */
        Envelope_SpotGridUserRewardResult_: {
            result: components["schemas"]["SpotGridUserRewardResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridValidateInputResult] */
        Envelope_SpotGridValidateInputResult_: {
            result: components["schemas"]["SpotGridValidateInputResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridValidateUpdateResult] */
        Envelope_SpotGridValidateUpdateResult_: {
            result: components["schemas"]["SpotGridValidateUpdateResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridWithdrawDetailResult] */
        Envelope_SpotGridWithdrawDetailResult_: {
            result: components["schemas"]["SpotGridWithdrawDetailResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotGridWithdrawResult] */
        Envelope_SpotGridWithdrawResult_: {
            result: components["schemas"]["SpotGridWithdrawResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SpotSymbolInfoResult] */
        Envelope_SpotSymbolInfoResult_: {
            result: components["schemas"]["SpotSymbolInfoResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[StatusCode] */
        Envelope_StatusCode_: {
            result: components["schemas"]["StatusCode"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[StrategyInfoResult] */
        Envelope_StrategyInfoResult_: {
            result: components["schemas"]["StrategyInfoResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SymbolList] */
        Envelope_SymbolList_: {
            result: components["schemas"]["SymbolList"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[SymbolStatus] */
        Envelope_SymbolStatus_: {
            result: components["schemas"]["SymbolStatus"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[TagResult] */
        Envelope_TagResult_: {
            result: components["schemas"]["TagResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[TickersResult] */
        Envelope_TickersResult_: {
            result: components["schemas"]["TickersResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[TransferDetail] */
        Envelope_TransferDetail_: {
            result: components["schemas"]["TransferDetail"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[TransferResult] */
        Envelope_TransferResult_: {
            result: components["schemas"]["TransferResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[VenueKeyDeleted] */
        Envelope_VenueKeyDeleted_: {
            result: components["schemas"]["VenueKeyDeleted"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[VenueKeyList] */
        Envelope_VenueKeyList_: {
            result: components["schemas"]["VenueKeyList"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[VenueKey] */
        Envelope_VenueKey_: {
            result: components["schemas"]["VenueKey"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[WebConfigResult] */
        Envelope_WebConfigResult_: {
            result: components["schemas"]["WebConfigResult"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /** Envelope[Withdrawn] */
        Envelope_Withdrawn_: {
            result: components["schemas"]["Withdrawn"];
            /**
             * Ret Code
             * @constant
             */
            ret_code: 0;
            /**
             * Ret Msg
             * @example OK
             */
            ret_msg: string;
            /**
             * Time Now
             * @example 1764300000.123456
             */
            time_now: string;
        };
        /**
         * ErrorDetail
         * @description What failed and why (each part only when it applies).
         */
        ErrorDetail: {
            /**
             * Bot Code
             * @description the bot operation's result code (SPEC §8)
             */
            bot_code?: string | null;
            /**
             * Bound
             * @description the range the field must be in
             */
            bound?: string | null;
            /**
             * Check Code
             * @description the family's check code
             */
            check_code?: string | null;
            /**
             * Field
             * @description the request field that failed
             */
            field?: string | null;
        };
        /**
         * ErrorEnvelope
         * @description A refused call: a non-zero ``ret_code`` and a message; ``result`` names the field.
         */
        ErrorEnvelope: {
            result: components["schemas"]["ErrorDetail"] | null;
            /**
             * Ret Code
             * @example 10001
             */
            ret_code: number;
            /**
             * Ret Msg
             * @example cell_number: not an integer
             */
            ret_msg: string;
            /** Time Now */
            time_now: string;
        };
        /** ExchangeStatusResult */
        ExchangeStatusResult: {
            /** Linear */
            linear: {
                [key: string]: components["schemas"]["StoredMarket"];
            };
            /** Running Bots */
            running_bots: number;
            /** Symbols */
            symbols: {
                [key: string]: components["schemas"]["StoredMarket"];
            };
        };
        /** ExportEventsRequest */
        ExportEventsRequest: {
            /**
             * Bot Id
             * @description required: one of the user's bots (any family)
             */
            bot_id?: (number | string) | null;
            /**
             * Format
             * @description jsonl (default) or csv
             * @example jsonl
             */
            format?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** ExportEventsResult */
        ExportEventsResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Content
             * @description the file's text: a header line, then one event a line (CSV: a HEADER row first)
             * @example {"bot_id":"1024","family":"spot_grid","format":"tradingbot.bot-events",...}
             *     {"data":{"config":{...},"family":"spot_grid","funds":{"USDT":"1000"},"marks":{"BTCUSDT":"100000"}},"kind":"CREATED","seq":1,"ts":1764200000000}
             */
            content: string;
            /**
             * Events
             * @description how many events the file holds (at most 200000)
             * @example 42
             */
            events: number;
            /**
             * Filename
             * @example bot-1024-events.jsonl
             */
            filename: string;
            /**
             * Format
             * @example jsonl
             * @enum {string}
             */
            format: "jsonl" | "csv";
        };
        /** FamilyInfo */
        FamilyInfo: {
            /**
             * Family
             * @enum {string}
             */
            family: "spot_grid" | "futures_grid" | "spot_dca" | "futures_martingale" | "futures_combo";
            /** How */
            how: string[];
            /**
             * Name
             * @example Spot grid
             */
            name: string;
            /** Params */
            params: components["schemas"]["ParamInfo"][];
            /** Risks */
            risks: string[];
            /** Summary */
            summary: string;
            /** Variants */
            variants: components["schemas"]["Variant"][];
        };
        /** FcomboTransferRequest */
        FcomboTransferRequest: {
            /**
             * Amount
             * @description USDT
             * @example 100
             */
            amount: number | string;
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
            /**
             * Transfer Type
             * @description IN (from FUND) or OUT (back to FUND)
             * @example IN
             */
            transfer_type: string;
        } & {
            [key: string]: unknown;
        };
        /** FgridAiFitParams */
        FgridAiFitParams: {
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Mode
             * @enum {string}
             */
            grid_mode: "NEUTRAL" | "LONG" | "SHORT";
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
        };
        /**
         * FgridAiOutOfSample
         * @description The style's pick fitted on the first 2/3 of the window, tested on the last third.
         */
        FgridAiOutOfSample: {
            /**
             * Fit Actual Yield
             * @example 27500.5
             */
            fit_actual_yield: string;
            /**
             * Fit Annual Percentage Yield
             * @description null under 30 days (the fit window's)
             */
            fit_annual_percentage_yield: string | null;
            /**
             * Fit Max Drawdown Ratio
             * @example 27500.5
             */
            fit_max_drawdown_ratio: string;
            fit_params: components["schemas"]["FgridAiFitParams"];
            fit_window: components["schemas"]["BacktestWindow"];
            /**
             * Selected By
             * @enum {string}
             */
            selected_by: "criterion" | "default" | "none";
            /**
             * Test Actual Yield
             * @example 27500.5
             */
            test_actual_yield: string;
            /**
             * Test Annual Percentage Yield
             * @description null under 30 days (the test window's)
             */
            test_annual_percentage_yield: string | null;
            /** Test Arbitrage Num */
            test_arbitrage_num: number;
            /**
             * Test Max Drawdown Ratio
             * @example 27500.5
             */
            test_max_drawdown_ratio: string;
            /**
             * Test Status
             * @enum {string}
             */
            test_status: "RUNNING" | "BAD_LEVELS" | "FAILED_INITIATION" | "NEGATIVE_ARBITRAGE" | "LIQUIDATION" | "TRIGGER_TOP_PRICE" | "TRIGGER_BOTTOM_PRICE" | "ORDER_RULES";
            test_window: components["schemas"]["BacktestWindow"];
        };
        /**
         * FgridAiParams
         * @description Backtested parameters per style (7- and 30-day horizons) and the leverage caps by mode.
         */
        FgridAiParams: {
            /** Ai Params */
            ai_params: components["schemas"]["FgridAiParamsRow"][];
            /**
             * Category
             * @constant
             */
            category: "linear";
            /** Computed At */
            computed_at: number;
            config: components["schemas"]["AiConfig"];
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /** Method */
            method: string;
            /** Symbol */
            symbol: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            /** Volatility Ratio E4 */
            volatility_ratio_e4: number;
            /** Windows */
            windows: {
                [key: string]: components["schemas"]["AiHorizon"];
            };
        };
        /**
         * FgridAiParamsRow
         * @description One style's parameters (the first horizon's), ``grid_mode`` as its number.
         */
        FgridAiParamsRow: {
            /**
             * Actual Yield
             * @description the window's own yield
             * @example 27500.5
             */
            actual_yield: string;
            /**
             * Annual Percentage Yield
             * @description actual_yield / window_days × 365, null when the window is under 30 days (not annualised)
             */
            annual_percentage_yield: string | null;
            backtest: components["schemas"]["AiBacktest"];
            /**
             * Band K
             * @example 27500.5
             */
            band_k: string;
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Mode
             * @enum {integer}
             */
            grid_mode: 1 | 2 | 3;
            /**
             * Grid Mode Name
             * @enum {string}
             */
            grid_mode_name: "NEUTRAL" | "LONG" | "SHORT";
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Leverage E2 */
            leverage_e2: number;
            /**
             * Max Drawdown Ratio
             * @example 27500.5
             */
            max_drawdown_ratio: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            out_of_sample?: components["schemas"]["FgridAiOutOfSample"] | null;
            /**
             * Selected By
             * @enum {string}
             */
            selected_by: "criterion" | "default" | "none";
            style: components["schemas"]["Style"];
            /**
             * Target Profit Per Grid
             * @example 27500.5
             */
            target_profit_per_grid: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            window: components["schemas"]["BacktestWindow"];
            /**
             * Window Days
             * @description first to last candle, to 0.01 day
             * @example 27500.5
             */
            window_days: string;
            /**
             * Window End
             * @description ms, the window's last candle
             */
            window_end: number;
            /**
             * Window Start
             * @description ms, the window's first candle
             */
            window_start: number;
        };
        /** FgridCheckRow */
        FgridCheckRow: {
            check_code: components["schemas"]["FuturesGridCheck"];
            /** Field */
            field: string;
            /**
             * From
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            from: string;
            /** Message */
            message: string;
            /**
             * To
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            to: string;
        };
        /**
         * FgridCreateRequest
         * @description A futures grid's parameters (create, and the validate call's input). Unknown fields are
         *     refused; ``init_margin`` and ``investment`` are other names of ``total_investment``.
         */
        FgridCreateRequest: {
            /** Block Source */
            block_source?: number | string | null;
            /**
             * Cell Number
             * @description grid count (2..400, checked by the service)
             * @example 20
             */
            cell_number: number | string;
            /** Create Type */
            create_type?: number | string | null;
            /** Entry Price */
            entry_price?: (number | string) | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Grid Mode
             * @description 1 NEUTRAL, 2 LONG, 3 SHORT (or the name)
             * @example 2
             */
            grid_mode: number | string;
            /**
             * Grid Type
             * @description 1 ARITHMETIC (default), 2 GEOMETRIC
             * @example 1
             */
            grid_type?: (number | string) | null;
            /**
             * Init Margin
             * @description another name of total_investment
             */
            init_margin?: (number | string) | null;
            /**
             * Investment
             * @description another name of total_investment
             */
            investment?: (number | string) | null;
            /**
             * Leverage
             * @description a multiple of 0.01
             * @example 5
             */
            leverage: number | string;
            /**
             * Max Price
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 110000
             */
            max_price: number | string;
            /**
             * Min Price
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 90000
             */
            min_price: number | string;
            /** Move Down Price */
            move_down_price?: (number | string) | null;
            /** Move Up Price */
            move_up_price?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /**
             * Stop Loss Per
             * @description a ratio
             * @example 0.1
             */
            stop_loss_per?: (number | string) | null;
            /** Stop Loss Price */
            stop_loss_price?: (number | string) | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Take Profit Per
             * @description a ratio
             * @example 0.2
             */
            take_profit_per?: (number | string) | null;
            /** Take Profit Price */
            take_profit_price?: (number | string) | null;
            /**
             * Total Investment
             * @description USDT from FUND
             * @example 1000
             */
            total_investment?: (number | string) | null;
            /**
             * Tp Sl Type
             * @description 1 PERCENT, 2 PRICE, 3 TP price + SL %, 4 TP % + SL price
             * @example 1
             */
            tp_sl_type?: (number | string) | null;
            /**
             * Trailing Stop Per
             * @description 0 or 0.05..0.99
             */
            trailing_stop_per?: (number | string) | null;
        };
        /** FgridCreated */
        FgridCreated: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Check Code
             * @constant
             */
            check_code: "FGRID_CHECK_CODE_SUCCESS";
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * FgridDetail
         * @description A futures grid's numbers (running, or at its close).
         */
        FgridDetail: {
            /**
             * Account Type
             * @constant
             */
            account_type: "FUND";
            /**
             * Added Margin
             * @example 27500.5
             */
            added_margin: string;
            /** Allow Follow */
            allow_follow: number;
            /** Arbitrage Num */
            arbitrage_num: number;
            /** Arbitrage Num 24 */
            arbitrage_num_24: number;
            /**
             * Available Balance
             * @example 27500.5
             */
            available_balance: string;
            /**
             * Avg Entry Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            avg_entry_price: string;
            /**
             * Base Token
             * @example BTC
             */
            base_token: string;
            /** Bot Close Code */
            bot_close_code: components["schemas"]["BotCloseCode"] | "";
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Cell Number */
            cell_number: number;
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /**
             * Create Time
             * @description ms
             */
            create_time: number;
            /**
             * Cum Withdrew Amount
             * @example 27500.5
             */
            cum_withdrew_amount: string;
            /** Curr Cell Number */
            curr_cell_number: number;
            /**
             * Curr Max Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            curr_max_price: string;
            /**
             * Curr Min Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            curr_min_price: string;
            /**
             * Current Per
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            current_per: string;
            /**
             * Current Position
             * @description unsigned; the side is futures_pos_side
             * @example 27500.5
             */
            current_position: string;
            /**
             * Current Price
             * @example 27500.5
             */
            current_price: string;
            /**
             * Current Profit
             * @description blank once the bot is not running
             * @example 0.05
             */
            current_profit: string;
            display_status: components["schemas"]["DisplayStatus"];
            /**
             * End Time
             * @description ms, 0 while running
             */
            end_time: number;
            /**
             * Entry Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            entry_price: string;
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Funding Fee
             * @example 27500.5
             */
            funding_fee: string;
            /**
             * Futures Pos Side
             * @enum {string}
             */
            futures_pos_side: "UNSPECIFIED" | "LONG" | "SHORT";
            /**
             * Grid Apr
             * @example 27500.5
             */
            grid_apr: string;
            /**
             * Grid Mode
             * @enum {string}
             */
            grid_mode: "NEUTRAL" | "LONG" | "SHORT";
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * I M Rate
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            i_m_rate: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Liquidation Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            liquidation_price: string;
            /**
             * M M Rate
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            m_m_rate: string;
            /**
             * Maker Fee Rate
             * @example 27500.5
             */
            maker_fee_rate: string;
            /**
             * Mark Price
             * @example 27500.5
             */
            mark_price: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Max Profit
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            max_profit: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Min Profit
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            min_profit: string;
            /**
             * Move Down Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            move_down_price: string;
            /**
             * Move Up Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            move_up_price: string;
            /**
             * Operation Time
             * @description running time, ms
             */
            operation_time: number;
            /**
             * Per Grid Qty
             * @example 27500.5
             */
            per_grid_qty: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            pnl_breakdown: components["schemas"]["PnlBreakdown"];
            /**
             * Pnl Per
             * @example 27500.5
             */
            pnl_per: string;
            /**
             * Position Balance
             * @example 27500.5
             */
            position_balance: string;
            /**
             * Quote Token
             * @example USDT
             */
            quote_token: string;
            /**
             * Real Close Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            real_close_price: string;
            /**
             * Real Leverage
             * @example 27500.5
             */
            real_leverage: string;
            /**
             * Realised Pnl
             * @example 27500.5
             */
            realised_pnl: string;
            /**
             * Reference Price
             * @example 27500.5
             */
            reference_price: string;
            running_status: components["schemas"]["FuturesGridRunningStatus"];
            /**
             * Settlement Assets
             * @description blank until closed
             * @example USDT:598.11688259
             */
            settlement_assets: string;
            status: components["schemas"]["BotStatus"];
            /**
             * Stop Loss Per
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            stop_loss_per: string;
            /**
             * Stop Loss Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            stop_loss_price: string;
            /** Stop Type */
            stop_type: components["schemas"]["GridStopReason"] | "";
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Take Profit Per
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            take_profit_per: string;
            /**
             * Take Profit Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            take_profit_price: string;
            /**
             * Taker Fee Rate
             * @example 27500.5
             */
            taker_fee_rate: string;
            /**
             * Tick Size
             * @example 27500.5
             */
            tick_size: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 27500.5
             */
            total_investment: string;
            /**
             * Total Order Balance
             * @example 27500.5
             */
            total_order_balance: string;
            /**
             * Total Value
             * @example 27500.5
             */
            total_value: string;
            /**
             * Tp Sl Type
             * @enum {string}
             */
            tp_sl_type: "PERCENT" | "PRICE" | "TP_PRICE_SL_PERCENT" | "TP_PERCENT_SL_PRICE";
            /**
             * Trading Fee
             * @example 27500.5
             */
            trading_fee: string;
            /**
             * Trailing Stop Exit Equity
             * @example 27500.5
             */
            trailing_stop_exit_equity: string;
            /**
             * Trailing Stop Per
             * @example 27500.5
             */
            trailing_stop_per: string;
            /**
             * Unrealised Pnl
             * @example 27500.5
             */
            unrealised_pnl: string;
            /**
             * Wallet Balance
             * @example 27500.5
             */
            wallet_balance: string;
            /**
             * Withdrawable Amount
             * @example 27500.5
             */
            withdrawable_amount: string;
        };
        /** FgridDetailResult */
        FgridDetailResult: {
            detail: components["schemas"]["FgridDetail"];
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * FgridFollowDetail
         * @description What anyone may see of a futures grid (no balances).
         */
        FgridFollowDetail: {
            /** Arbitrage Num */
            arbitrage_num: number;
            /** Base Token */
            base_token: string;
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Mode
             * @enum {string}
             */
            grid_mode: "NEUTRAL" | "LONG" | "SHORT";
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Nick Name
             * @example tr***@example.com
             */
            nick_name: string;
            /** Operation Time */
            operation_time: number;
            /**
             * Pnl Per
             * @example 27500.5
             */
            pnl_per: string;
            /** Quote Token */
            quote_token: string;
            status: components["schemas"]["BotStatus"];
            /** Symbol */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
        };
        /**
         * FgridValidation
         * @description The failing checks of a futures grid's parameters and every field's range.
         */
        FgridValidation: {
            cell_number: components["schemas"]["FromTo"];
            /** @description the first failing check, or FGRID_CHECK_CODE_SUCCESS */
            check_code: components["schemas"]["FuturesGridCheck"];
            /** Checks */
            checks: components["schemas"]["FgridCheckRow"][];
            entry_price: components["schemas"]["FromTo"];
            investment: components["schemas"]["FromTo"];
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            leverage: components["schemas"]["FromTo"];
            /**
             * Long Liq Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            long_liq_price: string;
            max_price: components["schemas"]["FromTo"];
            min_price: components["schemas"]["FromTo"];
            move_down_price: components["schemas"]["FromTo"];
            move_up_price: components["schemas"]["FromTo"];
            profit: components["schemas"]["FromTo"];
            /**
             * Short Liq Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            short_liq_price: string;
            stop_loss: components["schemas"]["FromTo"];
            stop_loss_price: components["schemas"]["FromTo"];
            take_profit: components["schemas"]["FromTo"];
            take_profit_price: components["schemas"]["FromTo"];
            trailing_stop_per: components["schemas"]["FromTo"];
        };
        /**
         * FgridbotConfig
         * @description The futures grid's limits on this symbol (leverage caps in E2 by grid mode).
         */
        FgridbotConfig: {
            /**
             * Max Grid Count
             * @example 400
             */
            max_grid_count: number;
            max_leverage_e2: components["schemas"]["MaxLeverageByMode"];
            /**
             * Min Grid Count
             * @example 2
             */
            min_grid_count: number;
        };
        /** Fill */
        Fill: {
            /** Client Order Id */
            client_order_id: string;
            /**
             * Fee
             * @example 27500.5
             */
            fee: string;
            /**
             * Fill Id
             * @example 1024
             */
            fill_id: string;
            /** Is Liquidation */
            is_liquidation: boolean;
            /** Is Maker */
            is_maker: boolean;
            /**
             * Order Id
             * @example 1024
             */
            order_id: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            side: components["schemas"]["OrderSide"];
            /**
             * Time
             * @description ms
             */
            time: number;
        };
        /**
         * Fills
         * @description One page of a bot's fills, newest first.
         */
        Fills: {
            /** Limit */
            limit: number;
            /** List */
            list: components["schemas"]["Fill"][];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /** FmartAiFitParams */
        FmartAiFitParams: {
            /** Add Position Num */
            add_position_num: number;
            /**
             * Add Position Percent
             * @example 27500.5
             */
            add_position_percent: string;
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Martingale Mode
             * @enum {string}
             */
            martingale_mode: "LONG" | "SHORT";
            /**
             * Min Init Margin
             * @example 27500.5
             */
            min_init_margin: string;
            /**
             * Price Float Percent
             * @example 27500.5
             */
            price_float_percent: string;
            /**
             * Round Tp Percent
             * @example 27500.5
             */
            round_tp_percent: string;
            /**
             * Sl Percent
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            sl_percent: string;
            style: components["schemas"]["Style"];
        };
        /** FmartAiOutOfSample */
        FmartAiOutOfSample: {
            fit: components["schemas"]["AiFigures"];
            fit_params: components["schemas"]["FmartAiFitParams"];
            fit_window?: components["schemas"]["AiPartWindow"] | null;
            /**
             * Selected By
             * @enum {string}
             */
            selected_by: "backtest" | "default";
            test: components["schemas"]["AiFigures"];
            test_window?: components["schemas"]["AiPartWindow"] | null;
        };
        /**
         * FmartAiParams
         * @description Backtested parameters per style, LONG and SHORT, and the leverage bounds.
         */
        FmartAiParams: {
            /** Ai Params */
            ai_params: components["schemas"]["FmartAiParamsRow"][];
            /** Candidates */
            candidates: number;
            /**
             * Category
             * @constant
             */
            category: "linear";
            /** Computed At */
            computed_at: number;
            config: components["schemas"]["LeverageBounds"];
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /** Method */
            method: string;
            /** Symbol */
            symbol: string;
            window: components["schemas"]["AiWindow"];
        };
        /** FmartAiParamsRow */
        FmartAiParamsRow: {
            /** Add Position Num */
            add_position_num: number;
            /**
             * Add Position Percent
             * @example 27500.5
             */
            add_position_percent: string;
            backtest: components["schemas"]["AiFigures"];
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Martingale Mode
             * @enum {integer}
             */
            martingale_mode: 1 | 2;
            /**
             * Martingale Mode Name
             * @enum {string}
             */
            martingale_mode_name: "LONG" | "SHORT";
            /**
             * Min Init Margin
             * @example 27500.5
             */
            min_init_margin: string;
            out_of_sample?: components["schemas"]["FmartAiOutOfSample"] | null;
            /**
             * Price Float Percent
             * @example 27500.5
             */
            price_float_percent: string;
            /**
             * Round Tp Percent
             * @example 27500.5
             */
            round_tp_percent: string;
            /**
             * Selected By
             * @enum {string}
             */
            selected_by: "backtest" | "default";
            /**
             * Sl Percent
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            sl_percent: string;
            style: components["schemas"]["Style"];
            /** Window Days */
            window_days: number;
            /**
             * Window End
             * @description ms, the window's last candle
             */
            window_end: number;
            /**
             * Window Start
             * @description ms, the window's first candle
             */
            window_start: number;
        };
        /** FmartCheckRow */
        FmartCheckRow: {
            check_code: components["schemas"]["MartingaleCheck"];
            /** Field */
            field: string;
            /**
             * From
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            from: string;
            /** Message */
            message: string;
            /**
             * To
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            to: string;
        };
        /** FmartCloseDetail */
        FmartCloseDetail: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Close Code */
            close_code: components["schemas"]["BotCloseCode"] | "";
            /**
             * Close Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            close_price: string;
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** Completed Rounds */
            completed_rounds: number;
            /** End Time */
            end_time: number;
            /**
             * Net Funding Fee
             * @example 27500.5
             */
            net_funding_fee: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            /**
             * Pnl Per
             * @example 27500.5
             */
            pnl_per: string;
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            /**
             * Round Profit
             * @example 27500.5
             */
            round_profit: string;
            /** Running Duration */
            running_duration: number;
            /** Settlement Assets */
            settlement_assets: string;
            status: components["schemas"]["BotStatus"];
            /** Stop Type */
            stop_type: components["schemas"]["MartingaleStopType"] | "";
            /** Symbol */
            symbol: string;
            /**
             * Total Margin
             * @example 27500.5
             */
            total_margin: string;
            /**
             * Trading Fee
             * @example 27500.5
             */
            trading_fee: string;
        };
        /**
         * FmartCreateRequest
         * @description A martingale's parameters; unknown fields are refused.
         */
        FmartCreateRequest: {
            /**
             * Add Position Num
             * @description adds per round
             * @example 3
             */
            add_position_num: number | string;
            /**
             * Add Position Percent
             * @description margin multiplier
             * @example 1.5
             */
            add_position_percent: number | string;
            /**
             * Auto Cycle Toggle
             * @description 1 ENABLE (default), 2 DISABLE, or the name
             * @example 1
             */
            auto_cycle_toggle?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /** Create Type */
            create_type?: number | string | null;
            /**
             * Entry Price
             * @description round 1 waits for it
             */
            entry_price?: (number | string) | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Init Margin
             * @description USDT from FUND
             * @example 1000
             */
            init_margin: number | string;
            /**
             * Leverage
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 10
             */
            leverage: number | string;
            /**
             * Martingale Mode
             * @description 1 LONG (buys the dips), 2 SHORT (sells the rallies), or the name
             * @example 1
             */
            martingale_mode: number | string;
            /**
             * Price Float Percent
             * @description the move that adds
             * @example 0.02
             */
            price_float_percent: number | string;
            /**
             * Round Tp Percent
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 0.1
             */
            round_tp_percent: number | string;
            /**
             * Sl Percent
             * @description blank or 0: none
             */
            sl_percent?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /** FmartDetail */
        FmartDetail: {
            /**
             * Account Type
             * @constant
             */
            account_type: "FUND";
            /**
             * Actual Leverage
             * @example 27500.5
             */
            actual_leverage: string;
            /** Add Pos Num */
            add_pos_num: number;
            /**
             * Add Pos Per
             * @example 27500.5
             */
            add_pos_per: string;
            /**
             * Added Margin
             * @example 27500.5
             */
            added_margin: string;
            /** Allow Follow */
            allow_follow: number;
            /**
             * Auto Cycle
             * @enum {string}
             */
            auto_cycle: "ENABLED" | "DISABLED";
            /**
             * Available Balance
             * @example 27500.5
             */
            available_balance: string;
            /**
             * Avg Pos Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            avg_pos_price: string;
            /** Base Token */
            base_token: string;
            bot_display_status: components["schemas"]["DisplayStatus"];
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Close Code */
            close_code: components["schemas"]["BotCloseCode"] | "";
            /**
             * Close Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            close_price: string;
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** Completed Rounds */
            completed_rounds: number;
            /** Create Time */
            create_time: number;
            /** Current Added Pos Num */
            current_added_pos_num: number;
            /**
             * Current Price
             * @example 27500.5
             */
            current_price: string;
            /** Current Round */
            current_round: number;
            /** End Time */
            end_time: number;
            /**
             * Entry Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            entry_price: string;
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Estimated Liq Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            estimated_liq_price: string;
            /**
             * Fmart Mode
             * @enum {string}
             */
            fmart_mode: "LONG" | "SHORT";
            /**
             * Init Margin
             * @example 27500.5
             */
            init_margin: string;
            /** Ladder */
            ladder: components["schemas"]["LadderRow"][];
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /**
             * Maker Fee Rate
             * @example 27500.5
             */
            maker_fee_rate: string;
            /**
             * Mark Price
             * @example 27500.5
             */
            mark_price: string;
            /**
             * Net Funding Fee
             * @example 27500.5
             */
            net_funding_fee: string;
            /**
             * Next Add Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            next_add_price: string;
            /**
             * Operation Time
             * @description ms
             */
            operation_time: number;
            /**
             * Order Balance
             * @example 27500.5
             */
            order_balance: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            pnl_breakdown: components["schemas"]["PnlBreakdown"];
            /**
             * Pnl Per
             * @example 27500.5
             */
            pnl_per: string;
            /**
             * Pos Balance
             * @example 27500.5
             */
            pos_balance: string;
            /**
             * Pos Size
             * @example 27500.5
             */
            pos_size: string;
            /**
             * Price Float Per
             * @example 27500.5
             */
            price_float_per: string;
            /** Quote Token */
            quote_token: string;
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            /**
             * Round Profit
             * @example 27500.5
             */
            round_profit: string;
            /**
             * Running Duration
             * @description s
             */
            running_duration: number;
            /**
             * Settlement Assets
             * @description blank until closed
             * @example USDT:1003.5
             */
            settlement_assets: string;
            /**
             * Single Round Target Profit Per
             * @example 27500.5
             */
            single_round_target_profit_per: string;
            /**
             * Sl Per
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            sl_per: string;
            status: components["schemas"]["BotStatus"];
            /** Stop Type */
            stop_type: components["schemas"]["MartingaleStopType"] | "";
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Taker Fee Rate
             * @example 27500.5
             */
            taker_fee_rate: string;
            /**
             * Tick Size
             * @example 27500.5
             */
            tick_size: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Margin
             * @example 27500.5
             */
            total_margin: string;
            /**
             * Tp Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            tp_price: string;
            /**
             * Trading Fee
             * @example 27500.5
             */
            trading_fee: string;
            /**
             * Unrealized Pnl
             * @example 27500.5
             */
            unrealized_pnl: string;
            /**
             * Wallet Balance
             * @example 27500.5
             */
            wallet_balance: string;
        };
        /** FmartDetailResult */
        FmartDetailResult: {
            fmart_detail: components["schemas"]["FmartDetail"];
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
        };
        /** FmartFollowDetail */
        FmartFollowDetail: {
            /** Add Pos Num */
            add_pos_num: number;
            /**
             * Add Pos Per
             * @example 27500.5
             */
            add_pos_per: string;
            /**
             * Auto Cycle
             * @enum {string}
             */
            auto_cycle: "ENABLED" | "DISABLED";
            /** Base Token */
            base_token: string;
            bot_display_status: components["schemas"]["DisplayStatus"];
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /** Completed Rounds */
            completed_rounds: number;
            /**
             * Fmart Mode
             * @enum {string}
             */
            fmart_mode: "LONG" | "SHORT";
            /**
             * Leverage
             * @example 27500.5
             */
            leverage: string;
            /** Nick Name */
            nick_name: string;
            /** Operation Time */
            operation_time: number;
            /**
             * Pnl Per
             * @example 27500.5
             */
            pnl_per: string;
            /**
             * Price Float Per
             * @example 27500.5
             */
            price_float_per: string;
            /** Quote Token */
            quote_token: string;
            /**
             * Single Round Target Profit Per
             * @example 27500.5
             */
            single_round_target_profit_per: string;
            /**
             * Sl Per
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            sl_per: string;
            status: components["schemas"]["BotStatus"];
            /** Symbol */
            symbol: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
        };
        /**
         * FmartLimit
         * @description Each field's range, the failing checks of the fields sent, the ladder of a complete request.
         */
        FmartLimit: {
            add_position_num: components["schemas"]["MinMax"];
            add_position_percent: components["schemas"]["MinMax"];
            check_code: components["schemas"]["MartingaleCheck"];
            /** Checks */
            checks: components["schemas"]["FmartCheckRow"][];
            entry_price: components["schemas"]["MinMax"];
            /**
             * Estimated Liq Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            estimated_liq_price: string;
            init_margin: components["schemas"]["MinMax"];
            /** Ladder */
            ladder: components["schemas"]["LimitRung"][];
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            leverage: components["schemas"]["MinMax"];
            /**
             * Maker Fee Rate
             * @example 27500.5
             */
            maker_fee_rate: string;
            /**
             * Mark Price
             * @example 27500.5
             */
            mark_price: string;
            price_float_percent: components["schemas"]["MinMax"];
            round_tp_percent: components["schemas"]["MinMax"];
            sl_percent: components["schemas"]["MinMax"];
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
            /**
             * Taker Fee Rate
             * @example 27500.5
             */
            taker_fee_rate: string;
            /**
             * Tick Size
             * @example 27500.5
             */
            tick_size: string;
        };
        /**
         * FmartLimitRequest
         * @description A (maybe partial) martingale: the ranges need the symbol, mode and leverage; the fields
         *     sent are checked; a complete request also gets its ladder.
         */
        FmartLimitRequest: {
            /**
             * Add Position Num
             * @example 3
             */
            add_position_num?: (number | string) | null;
            /**
             * Add Position Percent
             * @example 1.5
             */
            add_position_percent?: (number | string) | null;
            /**
             * Auto Cycle Toggle
             * @description 1 ENABLE (default), 2 DISABLE, or the name
             * @example 1
             */
            auto_cycle_toggle?: (number | string) | null;
            /** Entry Price */
            entry_price?: (number | string) | null;
            /**
             * Init Margin
             * @example 1000
             */
            init_margin?: (number | string) | null;
            /**
             * Leverage
             * @description a decimal as a string, or an integer (floats lose cents)
             * @example 10
             */
            leverage: number | string;
            /**
             * Martingale Mode
             * @description 1 LONG (buys the dips), 2 SHORT (sells the rallies), or the name
             * @example 1
             */
            martingale_mode: number | string;
            /** Need To Slippage */
            need_to_slippage?: boolean | number | string | null;
            /**
             * Price Float Percent
             * @example 0.02
             */
            price_float_percent?: (number | string) | null;
            /**
             * Round Tp Percent
             * @example 0.1
             */
            round_tp_percent?: (number | string) | null;
            /** Sl Percent */
            sl_percent?: (number | string) | null;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * FmartUpdateRequest
         * @description Auto-cycle, stop loss and added margin; any other field answers PARAM_IMMUTABLE.
         */
        FmartUpdateRequest: {
            /**
             * Add Margin
             * @description USDT moved from FUND
             * @example 100
             */
            add_margin?: (number | string) | null;
            /**
             * Auto Cycle Toggle
             * @description 1 ENABLE (default), 2 DISABLE, or the name
             * @example 1
             */
            auto_cycle_toggle?: (number | string) | null;
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
            /**
             * Sl Percent
             * @description "" removes the stop loss
             * @example 0.5
             */
            sl_percent?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * FromTo
         * @description A field's acceptable range (blank when open).
         */
        FromTo: {
            /**
             * From
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            from: string;
            /**
             * To
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            to: string;
        };
        /**
         * FuturesGridCheck
         * @description Futures grid check codes (SPEC §5), spelled as the public Bybit V5 futures grid docs.
         * @enum {string}
         */
        FuturesGridCheck: "FGRID_CHECK_CODE_SUCCESS" | "FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW" | "FGRID_CHECK_CODE_LOW_PRICE_TOO_HIGH" | "FGRID_CHECK_CODE_HIGH_PRICE_TOO_LOW" | "FGRID_CHECK_CODE_HIGH_PRICE_TOO_HIGH" | "FGRID_CHECK_CODE_GRID_NO_TOO_LOW" | "FGRID_CHECK_CODE_GRID_NO_TOO_HIGH" | "FGRID_CHECK_CODE_INVESTMENT_TOO_LOW" | "FGRID_CHECK_CODE_INVESTMENT_TOO_HIGH" | "FGRID_CHECK_CODE_LEVERAGE_TOO_LOW" | "FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH" | "FGRID_CHECK_CODE_TP_TOO_LOW" | "FGRID_CHECK_CODE_TP_TOO_HIGH" | "FGRID_CHECK_CODE_SL_TOO_LOW" | "FGRID_CHECK_CODE_SL_TOO_HIGH" | "FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION" | "FGRID_CHECK_CODE_AMOUNT_TOO_BIG" | "FGRID_CHECK_CODE_TPSL_FAILED" | "FGRID_CHECK_CODE_TP_BELOW_LAST_PRICE" | "FGRID_CHECK_CODE_TP_ABOVE_LAST_PRICE" | "FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_BUY" | "FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_SELL" | "FGRID_CHECK_CODE_SL_ABOVE_MAX_PRICE" | "FGRID_CHECK_CODE_TP_BELOW_MIN_PRICE" | "FGRID_CHECK_CODE_SL_ABOVE_LIQ_PRICE" | "FGRID_CHECK_CODE_RISK_LIMIT" | "FGRID_CHECK_CODE_OI_POS_LIMIT" | "FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS" | "FGRID_CHECK_CODE_PRE_SETTLE_ONLY_REDUCE" | "FGRID_CHECK_CODE_COIN_NOT_MATCH" | "FGRID_CHECK_CODE_ENTRY_PRICE_TOO_LOW" | "FGRID_CHECK_CODE_ENTRY_PRICE_TOO_HIGH" | "FGRID_CHECK_CODE_TOP_PRICE_TOO_LOW" | "FGRID_CHECK_CODE_TOP_PRICE_TOO_HIGH" | "FGRID_CHECK_CODE_BOTTOM_PRICE_TOO_LOW" | "FGRID_CHECK_CODE_BOTTOM_PRICE_TOO_HIGH" | "FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT" | "FGRID_CHECK_CODE_OPERATE_DENIED" | "FGRID_CHECK_CODE_NOT_LOGIN" | "FGRID_CHECK_CODE_USER_BANNED" | "FGRID_CHECK_CODE_SERVER_ERR" | "FGRID_CHECK_CODE_INVALID_PARAM";
        /**
         * FuturesGridRunningStatus
         * @description Futures grid running status.
         * @enum {string}
         */
        FuturesGridRunningStatus: "PRE_CREATE" | "PRE_INIT" | "INITIALIZING" | "CREATED" | "RUNNING" | "STOPPING" | "STOPPED";
        /**
         * GridBotStatus
         * @description Spot grid status as Bybit reports it.
         * @enum {string}
         */
        GridBotStatus: "RAW" | "REJECTED" | "NEW" | "INITIALIZING" | "RUNNING" | "CANCELLING" | "COMPLETED" | "AWAIT_ACTIVATION";
        /**
         * GridStopReason
         * @description Grid stop reason: every futures stop type plus the grid-only ones.
         * @enum {string}
         */
        GridStopReason: "INIT" | "USER" | "TAKE_PROFIT" | "NO_BALANCE" | "FOR_LIQUIDATION" | "SETTLE" | "TRIGGER_FAILURE" | "ASSET_TRANSFER_FAILURE" | "STOP_LOSS" | "REDUCE_ONLY" | "RISK_LIMIT" | "RISK_SYSTEM" | "PRICE_DROP" | "USER_BAN" | "TRIGGER_TOP_PRICE" | "TRIGGER_BOTTOM_PRICE" | "SYSTEM" | "BUST_PRICE" | "TRAILING_STOP" | "ENTRY_TIMING" | "NEGATIVE_ARBITRAGE" | "MASTER" | "INSUFFICIENT_BALANCE";
        /** IntervalPreset */
        IntervalPreset: {
            /**
             * Name
             * @example 1H
             */
            name: string;
            /** Seconds */
            seconds: number;
        };
        /**
         * InvestMode
         * @description What a spot grid is funded with; Bybit spot grid ``invest_mode`` 0/1/2 (MECHANICS §2.3).
         * @enum {integer}
         */
        InvestMode: 0 | 1 | 2;
        /**
         * Kline
         * @description One candle: open time (UTC ms) and its prices and volume.
         */
        Kline: {
            /**
             * C
             * @example 27500.5
             */
            c: string;
            /**
             * H
             * @example 27500.5
             */
            h: string;
            /**
             * L
             * @example 27500.5
             */
            l: string;
            /**
             * O
             * @example 27500.5
             */
            o: string;
            /**
             * T
             * @description open time, UTC ms
             * @example 1750000000000
             */
            t: number;
            /**
             * V
             * @example 27500.5
             */
            v: string;
        };
        /** KlineResult */
        KlineResult: {
            /**
             * Interval
             * @example 1m
             */
            interval: string;
            /**
             * List
             * @description newest last
             */
            list: components["schemas"]["Kline"][];
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /**
         * LabWindow
         * @description (Not ``BacktestWindow``: the AI picks' backtest window has that name.)
         */
        LabWindow: {
            /**
             * From Ms
             * @description the first candle's open time (inclusive)
             * @example 1748736000000
             */
            from_ms: number;
            /**
             * To Ms
             * @description the end (exclusive); at most 400 days after from_ms
             * @example 1749340800000
             */
            to_ms: number;
        };
        /**
         * Labels
         * @description The headings a client shows around the content.
         */
        Labels: {
            /** Optional */
            optional: string;
            /** Parameters */
            parameters: string;
            /** Required */
            required: string;
            /** Risks */
            risks: string;
        };
        /** LadderRow */
        LadderRow: {
            /**
             * Avg Price
             * @example 27500.5
             */
            avg_price: string;
            /** Index */
            index: number;
            /**
             * Margin
             * @example 27500.5
             */
            margin: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /**
             * State
             * @enum {string}
             */
            state: "FILLED" | "PENDING" | "PLANNED";
            /**
             * Tp Price
             * @example 27500.5
             */
            tp_price: string;
        };
        /**
         * LegIn
         * @description One perpetual of the basket (the service names an unknown field of a leg).
         */
        LegIn: {
            /**
             * Side
             * @description 1 LONG, 2 SHORT, or the name
             * @example 1
             */
            side: number | string;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Target Position Percent
             * @description a ratio, 1 % steps
             * @example 0.5
             */
            target_position_percent: number | string;
        } & {
            [key: string]: unknown;
        };
        /** LegSetting */
        LegSetting: {
            /** Base Token */
            base_token: string;
            /**
             * Quote Token
             * @constant
             */
            quote_token: "USDT";
            /**
             * Side
             * @enum {string}
             */
            side: "LONG" | "SHORT";
            /** Symbol */
            symbol: string;
            /**
             * Target Position Percent
             * @example 27500.5
             */
            target_position_percent: string;
        };
        /** LeverageBounds */
        LeverageBounds: {
            /**
             * Max Leverage
             * @example 27500.5
             */
            max_leverage: string;
            /**
             * Min Leverage
             * @example 27500.5
             */
            min_leverage: string;
        };
        /** LimitRung */
        LimitRung: {
            /**
             * Avg Price
             * @example 27500.5
             */
            avg_price: string;
            /** Index */
            index: string;
            /**
             * Margin
             * @example 27500.5
             */
            margin: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /**
             * Tp Price
             * @example 27500.5
             */
            tp_price: string;
        };
        /** ListAllBotsRequest */
        ListAllBotsRequest: {
            /**
             * Limit
             * @description 1..200 (0 or absent: 20)
             * @example 20
             */
            limit?: (number | string) | null;
            /**
             * Page
             * @description from 1 (0 or absent: 1)
             * @example 1
             */
            page?: (number | string) | null;
            /**
             * Status
             * @description ongoing (default) or closed, any case
             * @example ongoing
             */
            status?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** ListAllBotsResult */
        ListAllBotsResult: {
            /** Limit */
            limit: number;
            /** List */
            list: (components["schemas"]["AllBotsSpotGridRow"] | components["schemas"]["AllBotsDcaRow"] | components["schemas"]["AllBotsFuturesGridRow"] | components["schemas"]["AllBotsMartingaleRow"] | components["schemas"]["AllBotsComboRow"])[];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /** ListNotificationsRequest */
        ListNotificationsRequest: {
            /**
             * Before
             * @description the previous page's next_before: older ones
             */
            before?: (number | string) | null;
            /**
             * Limit
             * @description 1..100 a page
             * @default 20
             * @example 20
             */
            limit?: number | string;
        };
        /** LoadRequest */
        LoadRequest: {
            /**
             * Category
             * @default spot
             * @enum {string}
             */
            category?: "spot" | "linear";
            /** Funding Path */
            funding_path?: string | null;
            /**
             * Path
             * @example /data/BTCUSDT-1m.csv
             */
            path: string;
            /**
             * Start
             * @description ms timestamp or ISO date to start at
             * @example 2024-01-01
             */
            start?: number | string | null;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /** LoadResult */
        LoadResult: {
            /** First Ts */
            first_ts: number | null;
            /** Interval Ms */
            interval_ms: number | null;
            /**
             * Mode
             * @constant
             */
            mode: "replay";
            /** Path */
            path: string;
            /** Rows Available */
            rows_available: number;
            /** Start Ts */
            start_ts: number | null;
            /** Symbol */
            symbol: string;
        };
        /** MarginAdded */
        MarginAdded: {
            /**
             * Liquidation Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            liquidation_price: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * MarketSource
         * @description Where one symbol of one market takes its prices from, and how that goes.
         */
        MarketSource: {
            /**
             * Category
             * @description spot, or linear (the perpetuals)
             * @example spot
             */
            category: string;
            /**
             * Error
             * @description the venue's last failure while reconnecting
             */
            error: string | null;
            /** Last Price */
            last_price: string | null;
            /**
             * Last Ts
             * @description time of the last price, UTC ms
             */
            last_ts: number | null;
            /**
             * Source
             * @description simulator, replay, manual, or the venue: binance, bybit, okx
             * @example binance
             */
            source: string;
            /**
             * State
             * @description simulator, replay, manual; for a venue: connecting, live, stale (no answer for a while: bots keep the last price), reconnecting (the venue failed)
             * @example live
             */
            state: string;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Transport
             * @description a venue's: websocket (its trades), or rest (its tickers polled)
             * @example websocket
             */
            transport: string | null;
            venue_rules: components["schemas"]["VenueRules"] | null;
            /**
             * Venue Symbol
             * @description the venue's symbol (ccxt notation)
             * @example BTC/USDT
             */
            venue_symbol: string | null;
        };
        /** MarketStatusResult */
        MarketStatusResult: {
            /** List */
            list: components["schemas"]["SymbolStatus"][];
        };
        /**
         * MartingaleCheck
         * @description Futures martingale check codes (SPEC §5), spelled as the public Bybit V5 ``getlimit`` docs.
         * @enum {string}
         */
        MartingaleCheck: "F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED" | "F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_LOW" | "F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH" | "F_MART_LIMIT_CHECK_CODE_F_MART_INVALID_PARAM" | "F_MART_LIMIT_CHECK_CODE_F_MART_PARAM_IMMUTABLE";
        /**
         * MartingaleStopType
         * @description Martingale stop type.
         * @enum {string}
         */
        MartingaleStopType: "INIT_ERROR" | "BY_USER" | "BY_LIQUIDATION" | "SYMBOL_OFFLINE" | "STOP_LOSS" | "SYSTEM" | "USER_BANNED" | "ORDER_COST" | "ROUND_TAKE_PROFIT";
        /** MaxLeverageByMode */
        MaxLeverageByMode: {
            /** Long */
            LONG: number;
            /** Neutral */
            NEUTRAL: number;
            /** Short */
            SHORT: number;
        };
        /** MaxLeverageE2 */
        MaxLeverageE2: {
            /** Long */
            LONG: number;
            /** Neutral */
            NEUTRAL: number;
            /** Short */
            SHORT: number;
        };
        /**
         * MinMax
         * @description A field's acceptable range (blank when open).
         */
        MinMax: {
            /**
             * Max
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            max: string;
            /**
             * Min
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            min: string;
        };
        /** MixedRankingRequest */
        MixedRankingRequest: {
            /**
             * Bottype
             * @example GRID_SPOT
             */
            botType?: string | null;
            /**
             * Limit
             * @description 1..200 (0 or absent: 20)
             * @example 20
             */
            limit?: (number | string) | null;
            /**
             * Page
             * @description from 1 (0 or absent: 1)
             * @example 1
             */
            page?: (number | string) | null;
            /**
             * Pnlbucket
             * @description a pnlBuckets id
             * @example PNL_5_10
             */
            pnlBucket?: string | null;
            /**
             * Runtimebucket
             * @description a runTimeBuckets id
             * @example D1_TO_D7
             */
            runTimeBucket?: string | null;
            /**
             * Sortby
             * @description PNL_PER, INVESTMENT or COPIED_COUNT
             * @example PNL_PER
             */
            sortBy?: string | null;
            /**
             * Sortorder
             * @description DESC or ASC
             * @example DESC
             */
            sortOrder?: string | null;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ModifySettingRequest
         * @description Weights (same symbols and sides), the rebalancing rule, TP/SL and trailing stop; any other
         *     field answers PARAM_IMMUTABLE.
         */
        ModifySettingRequest: {
            /**
             * Adjust Position Mode
             * @description 1 TIME, 2 PERCENT, 3 TIME_OR_PERCENT, 4 BY_USER (manual only), or the name
             * @example 2
             */
            adjust_position_mode?: (number | string) | null;
            /** Adjust Position Percent */
            adjust_position_percent?: (number | string) | null;
            /** Adjust Position Time Interval */
            adjust_position_time_interval?: (number | string) | null;
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
            /** Sl Percent */
            sl_percent?: (number | string) | null;
            /** Symbol Settings */
            symbol_settings?: components["schemas"]["LegIn"][] | null;
            /**
             * Tp Percent
             * @example 0.8
             */
            tp_percent?: (number | string) | null;
            /** Trailing Stop Percent */
            trailing_stop_percent?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * NoFields
         * @description A call without fields (a body, when sent, is not read).
         */
        NoFields: {
            [key: string]: unknown;
        };
        /** NoPopRequest */
        NoPopRequest: {
            /**
             * No Pop
             * @description stop (true) or resume (false) the daily pick's pop-up
             * @default true
             */
            no_pop?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** NoPopSet */
        NoPopSet: {
            /** No Pop */
            no_pop: boolean;
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
        };
        /** Notification */
        Notification: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string | null;
            /**
             * Data
             * @description the event's figures (what the text is made from)
             * @example {
             *       "close_reason": "STOP_LOSS",
             *       "status": "CANCELLING",
             *       "symbol": "BTCUSDT"
             *     }
             */
            data: {
                [key: string]: unknown;
            };
            /**
             * Id
             * @example 1024
             */
            id: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "BOT_STARTED" | "BOT_PAUSED" | "BOT_RESUMED" | "TAKE_PROFIT" | "STOP_LOSS" | "TRAILING_STOP" | "LIQUIDATION" | "LIQUIDATION_RISK" | "ROUND_COMPLETED" | "REBALANCED" | "BOT_CLOSED" | "VENUE_ERROR";
            /** Read */
            read: boolean;
            /**
             * Text
             * @example Bot 1024 (BTCUSDT) hit its stop loss and is closing.
             */
            text: string;
            /**
             * Ts Ms
             * @description the event's time (the market's clock)
             * @example 1764300000000
             */
            ts_ms: number;
        };
        /** NotificationChannel */
        NotificationChannel: {
            /**
             * Chat Id
             * @description a Telegram channel's chat
             * @example 123456789
             */
            chat_id: string | null;
            /**
             * Created Ms
             * @example 1764300000000
             */
            created_ms: number;
            /** Enabled */
            enabled: boolean;
            /**
             * Id
             * @example 1024
             */
            id: string;
            /**
             * Label
             * @example my server
             */
            label: string | null;
            /**
             * Secret Hint
             * @description the secret's (or token's) last 4 characters
             * @example …x9Qz
             */
            secret_hint: string;
            /**
             * Type
             * @enum {string}
             */
            type: "webhook" | "telegram";
            /**
             * Url
             * @description a webhook's URL
             * @example https://example.com/hooks/bot
             */
            url: string | null;
        };
        /** NotificationChannelDeleted */
        NotificationChannelDeleted: {
            /**
             * Channel Id
             * @example 1024
             */
            channel_id: string;
        };
        /** NotificationDelivery */
        NotificationDelivery: {
            /**
             * Attempts
             * @example 1
             */
            attempts: number;
            /** Created Ms */
            created_ms: number;
            /** Done Ms */
            done_ms?: number | null;
            /**
             * Id
             * @example 1024
             */
            id: string;
            /**
             * Kind
             * @example STOP_LOSS
             */
            kind: string;
            /**
             * Last Error
             * @example HTTP 503
             */
            last_error: string | null;
            /**
             * Last Status
             * @description the receiver's last HTTP status
             * @example 200
             */
            last_status: number | null;
            /**
             * Next Ms
             * @description PENDING: the next try, not before
             */
            next_ms: number;
            /**
             * Notification Id
             * @example 1024
             */
            notification_id: string;
            /**
             * Status
             * @enum {string}
             */
            status: "PENDING" | "DELIVERED" | "FAILED";
        };
        /** NotificationDeliveryLog */
        NotificationDeliveryLog: {
            /** List */
            list: components["schemas"]["NotificationDelivery"][];
        };
        /** NotificationList */
        NotificationList: {
            /** List */
            list: components["schemas"]["Notification"][];
            /**
             * Next Before
             * @description pass as before for the next (older) page; null: last page
             */
            next_before: string | null;
            /**
             * Unread Count
             * @example 3
             */
            unread_count: number;
        };
        /** NotificationSettings */
        NotificationSettings: {
            /** Channels */
            channels: components["schemas"]["NotificationChannel"][];
            /**
             * Events
             * @example {
             *       "BOT_STARTED": true,
             *       "ROUND_COMPLETED": false
             *     }
             */
            events: {
                [key: string]: boolean;
            };
            /**
             * Liquidation Risk Threshold
             * @example 27500.5
             */
            liquidation_risk_threshold: string;
            /**
             * Locale
             * @enum {string}
             */
            locale: "en" | "ar-SA" | "es-AR" | "es-ES" | "es-MX" | "fil-PH" | "id-ID" | "ja-JP" | "kk-KZ" | "pl-PL" | "pt-BR" | "pt-PT" | "ro-RO" | "ru-RU" | "uk-UA" | "vi-VN" | "zh-MY" | "zh-TW";
            /**
             * Max Channels
             * @example 5
             */
            max_channels: number;
        };
        /** NotificationTestSent */
        NotificationTestSent: {
            /**
             * Delivery Id
             * @example 1024
             */
            delivery_id: string;
            /**
             * Status
             * @description PENDING: the first try failed, retried with backoff (see the delivery log)
             * @enum {string}
             */
            status: "PENDING" | "DELIVERED" | "FAILED";
        };
        /** NotificationsRead */
        NotificationsRead: {
            /**
             * Unread Count
             * @example 1
             */
            unread_count: number;
            /**
             * Updated
             * @example 2
             */
            updated: number;
        };
        /** OpenOrder */
        OpenOrder: {
            /** Client Order Id */
            client_order_id: string;
            /**
             * Create Time
             * @description ms
             */
            create_time: number;
            /**
             * Filled Qty
             * @example 27500.5
             */
            filled_qty: string;
            /**
             * Order Id
             * @example 1024
             */
            order_id: string;
            order_type: components["schemas"]["OrderType"];
            /**
             * Price
             * @description blank for a market order
             * @example 0.05
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /** Reduce Only */
            reduce_only: boolean;
            side: components["schemas"]["OrderSide"];
            status: components["schemas"]["OrderStatus"];
        };
        /** OpenOrders */
        OpenOrders: {
            /** List */
            list: components["schemas"]["OpenOrder"][];
        };
        /**
         * OptBotIdRequest
         * @description A call that may name a bot (it answers the same either way).
         */
        OptBotIdRequest: {
            /** Bot Id */
            bot_id?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * OrderSide
         * @description Spot order side.
         * @enum {string}
         */
        OrderSide: "BUY" | "SELL";
        /**
         * OrderStatus
         * @description Spot order status in the simulated exchange.
         * @enum {string}
         */
        OrderStatus: "NEW" | "PARTIALLY_FILLED" | "FILLED" | "CANCELLED" | "REJECTED";
        /**
         * OrderType
         * @description Spot order type.
         * @enum {string}
         */
        OrderType: "LIMIT" | "MARKET";
        /**
         * PagedRequest
         * @description One page of a bot's rows, newest first.
         */
        PagedRequest: {
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
            /** Limit */
            limit?: (number | string) | null;
            /** Page */
            page?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * ParamInfo
         * @description One create field: its label and text, unit, bounds and the variants that take it.
         */
        ParamInfo: {
            /**
             * Bounds Text
             * @example 2 to 200
             */
            bounds_text: string;
            /**
             * Key
             * @example cell_number
             */
            key: string;
            /**
             * Label
             * @example Number of grids
             */
            label: string;
            /** Max */
            max: string | null;
            /** Min */
            min: string | null;
            /**
             * Of Price
             * @description min and max are multiples of the symbol's last price
             */
            of_price: boolean;
            /** Required */
            required: boolean;
            /** Text */
            text: string;
            /**
             * Unit
             * @example count
             */
            unit: string;
            /**
             * Unit Text
             * @example whole number
             */
            unit_text: string;
            /**
             * Values
             * @description the values the field takes, when it is a choice
             */
            values: string[];
            /**
             * Variants
             * @description the sub-types that take it (empty: every create)
             */
            variants: components["schemas"]["VariantName"][];
        };
        /** PartitionStatus */
        PartitionStatus: {
            /** Bots */
            bots?: number | null;
            /**
             * Catching Up
             * @description Commands wait: the partition has not applied the market logs to their end yet
             */
            catching_up?: boolean | null;
            /**
             * Epoch
             * @description Its lease's epoch (grows at every change of owner)
             */
            epoch?: number | null;
            /**
             * Log Positions
             * @description Per market, the last market-log entry applied per symbol
             */
            log_positions?: {
                [key: string]: {
                    [key: string]: number;
                };
            } | null;
            /** Moved */
            moved?: boolean | null;
            /**
             * Needs Flush
             * @description Quiet price changes not stored yet (a worker stores them every few seconds)
             */
            needs_flush?: boolean | null;
            /**
             * Node
             * @description The process serving it (a worker's owner id)
             */
            node?: string | null;
            /** Partition */
            partition: number;
            /**
             * Queued
             * @description Operations waiting for the engine
             */
            queued?: number | null;
            /**
             * Served
             * @description False: no worker answered for it (a takeover, or no worker running)
             */
            served: boolean;
            /** Stale */
            stale?: boolean | null;
        };
        /** PartitionsResult */
        PartitionsResult: {
            /**
             * Count
             * @description The partition count the database was made with
             */
            count: number;
            /** List */
            list: components["schemas"]["PartitionStatus"][];
        };
        /** PickBacktest */
        PickBacktest: {
            /**
             * Max Drawdown
             * @example 27500.5
             */
            max_drawdown: string;
            /** Rebalances */
            rebalances: number;
            /** Window Days */
            window_days: number;
            /**
             * Window Yield
             * @example 27500.5
             */
            window_yield: string;
        };
        /** PickLeg */
        PickLeg: {
            /**
             * Side
             * @enum {integer}
             */
            side: 1 | 2;
            /** Symbol */
            symbol: string;
            /**
             * Target Position Percent
             * @example 27500.5
             */
            target_position_percent: string;
        };
        /**
         * PnlBreakdown
         * @description A bot's total PnL in parts, in quote (USDT for perpetuals), each rounded to 1e-8; the parts
         *     sum exactly to ``total_pnl``, the total the detail shows (the trend takes the rounding).
         */
        PnlBreakdown: {
            /**
             * Funding Fee
             * @description net funding, received > 0 (0 for spot)
             * @example 27500.5
             */
            funding_fee: string;
            /**
             * Liquidation Loss
             * @description closed PnL of liquidation fills after the insurance fund's cover (0 for spot)
             * @example 27500.5
             */
            liquidation_loss: string;
            /**
             * Realised Profit
             * @description completed grid pairs / DCA cycles / martingale rounds / combo rebalances, before fees
             * @example 27500.5
             */
            realised_profit: string;
            /**
             * Total Pnl
             * @description the sum of the parts: the detail's total PnL
             * @example 27500.5
             */
            total_pnl: string;
            /**
             * Trading Fee
             * @description every trading fee paid (negative)
             * @example 27500.5
             */
            trading_fee: string;
            /**
             * Trend Pnl
             * @description the rest of the price move: unrealised PnL and realised PnL outside cycles, before fees
             * @example 27500.5
             */
            trend_pnl: string;
        };
        /** PnlHistoryPoint */
        PnlHistoryPoint: {
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            /**
             * Pnl Per
             * @example 0.0125
             */
            pnl_per: string;
            /**
             * Ts
             * @example 1764300000000
             */
            ts: number;
        };
        /** PnlHistoryRequest */
        PnlHistoryRequest: {
            /**
             * Bot Id
             * @description required: one of the user's bots
             */
            bot_id?: (number | string) | null;
            /**
             * End
             * @description ms, optional
             * @example 1764300000000
             */
            end?: (number | string) | null;
            /**
             * Start
             * @description ms, optional
             * @example 1764200000000
             */
            start?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** PnlHistoryResult */
        PnlHistoryResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Interval
             * @description m minute, h hour, d day
             * @enum {string}
             */
            interval: "m" | "h" | "d";
            /** List */
            list: components["schemas"]["PnlHistoryPoint"][];
        };
        /** PortfolioDailyPnl */
        PortfolioDailyPnl: {
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            /** Ts */
            ts: number;
        };
        /** PortfolioFamily */
        PortfolioFamily: {
            /**
             * Bot Type
             * @example GRID_SPOT
             */
            bot_type: string;
            /** Bots */
            bots: number;
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
        };
        /**
         * PortfolioRequest
         * @description No field.
         */
        PortfolioRequest: {
            [key: string]: unknown;
        };
        /** PortfolioResult */
        PortfolioResult: {
            /**
             * Daily
             * @description the last 30 days that have a sample
             */
            daily: components["schemas"]["PortfolioDailyPnl"][];
            /** Families */
            families: components["schemas"]["PortfolioFamily"][];
            /** Running Bots */
            running_bots: number;
            /**
             * Today Pnl
             * @example 27500.5
             */
            today_pnl: string;
            /**
             * Total Investment
             * @example 27500.5
             */
            total_investment: string;
            /**
             * Total Pnl
             * @example 27500.5
             */
            total_pnl: string;
        };
        /** Position */
        Position: {
            /**
             * Avg Entry Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            avg_entry_price: string;
            /** Base Token */
            base_token: string;
            /**
             * Current Position Percent
             * @example 27500.5
             */
            current_position_percent: string;
            /**
             * Funding Fee
             * @example 27500.5
             */
            funding_fee: string;
            /**
             * Mark Price
             * @example 27500.5
             */
            mark_price: string;
            /**
             * Position Value
             * @example 27500.5
             */
            position_value: string;
            /**
             * Realized Pnl
             * @example 27500.5
             */
            realized_pnl: string;
            /**
             * Side
             * @enum {string}
             */
            side: "LONG" | "SHORT";
            /**
             * Size
             * @example 27500.5
             */
            size: string;
            /** Symbol */
            symbol: string;
            /**
             * Target Position Percent
             * @example 27500.5
             */
            target_position_percent: string;
            /**
             * Trading Fee
             * @example 27500.5
             */
            trading_fee: string;
            /**
             * Unrealized Pnl
             * @example 27500.5
             */
            unrealized_pnl: string;
        };
        /** Positions */
        Positions: {
            /** List */
            list: components["schemas"]["Position"][];
        };
        /** PriceRequest */
        PriceRequest: {
            /**
             * Category
             * @default spot
             * @enum {string}
             */
            category?: "spot" | "linear";
            /**
             * Price
             * @example 27500.5
             */
            price: string | number;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /** Ts */
            ts?: number | null;
        };
        /** PriceResult */
        PriceResult: {
            /**
             * Mode
             * @constant
             */
            mode: "manual";
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Seq
             * @description A cluster node: the price's sequence in the market log
             */
            seq?: number | null;
            /** Symbol */
            symbol: string;
            /** Ts */
            ts: number;
        };
        /**
         * Profile
         * @description What the API shows about the logged-in user (SPEC §3 user profile, §6 tags).
         */
        Profile: {
            /** Banned */
            banned: boolean;
            /**
             * Email
             * @example jane.doe@example.com
             */
            email: string;
            /**
             * Id
             * @example 1
             */
            id: number;
            /** Is Islamic */
            is_islamic: boolean;
            loyalty_vip_info: components["schemas"]["Vip"];
            /**
             * User Type
             * @description FRESH or EXPERIENCED
             * @example FRESH
             */
            user_type: string;
            /**
             * Vague Email
             * @example ja***@example.com
             */
            vague_email: string;
            vip: components["schemas"]["Vip"];
        };
        /**
         * QuoteItem
         * @description A symbol's 24 h quote item up to its last price (SPEC §3).
         */
        QuoteItem: {
            /**
             * Close
             * @description the last price
             * @example 27500.5
             */
            close: string;
            /**
             * Currenttime
             * @description time of the last price, UTC ms
             */
            currentTime: number;
            /**
             * High
             * @example 27500.5
             */
            high: string;
            /**
             * Low
             * @example 27500.5
             */
            low: string;
            /**
             * Open
             * @description the first price of the window
             * @example 27500.5
             */
            open: string;
            /**
             * Quotevolume
             * @example 27500.5
             */
            quoteVolume: string;
            /**
             * Range
             * @description (close - open) / open, 4 places (0.0123 = +1.23 %)
             * @example 27500.5
             */
            range: string;
            /**
             * Starttime
             * @description start of the 24 h window, UTC ms
             */
            startTime: number;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Volume
             * @example 27500.5
             */
            volume: string;
        };
        /** RankingBucket */
        RankingBucket: {
            /**
             * From
             * @description inclusive
             */
            from: number;
            /**
             * Id
             * @example D1_TO_D7
             */
            id: string;
            /**
             * To
             * @description exclusive; null: no end
             */
            to: number | null;
            /**
             * Unit
             * @enum {string}
             */
            unit: "ms" | "percent";
        };
        /**
         * RankingCheckRow
         * @description One failing check of the copy's create request (the family's check code, or the refusal's).
         */
        RankingCheckRow: {
            /**
             * Check Code
             * @example SPOT_CHECK_CODE_INVESTMENT_TOO_LOW
             */
            check_code: string;
            /** Field */
            field: string;
            /** From */
            from: string | "";
            /** Message */
            message: string;
            /** To */
            to: string | "";
        };
        /** RankingComboLegCamel */
        RankingComboLegCamel: {
            /** Basetoken */
            baseToken: string;
            /** Quotetoken */
            quoteToken: string;
            /**
             * Side
             * @example LONG
             */
            side: string;
            /** Symbol */
            symbol: string;
            /**
             * Targetpositionpercent
             * @example 27500.5
             */
            targetPositionPercent: string;
        };
        /** RankingCopyBotResult */
        RankingCopyBotResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Bot Type
             * @enum {string}
             */
            bot_type: "GRID_SPOT" | "DCA_SPOT" | "GRID_FUTURES" | "MART_FUTURES" | "COMBO_FUTURES";
            /**
             * Followed Bot Id
             * @example 1024
             */
            followed_bot_id: string;
        };
        /** RankingCopyParamsResult */
        RankingCopyParamsResult: {
            /**
             * Bot Id
             * @example 1024
             */
            bot_id: string;
            /**
             * Bot Type
             * @enum {string}
             */
            bot_type: "GRID_SPOT" | "DCA_SPOT" | "GRID_FUTURES" | "MART_FUTURES" | "COMBO_FUTURES";
            /** Checks */
            checks: components["schemas"]["RankingCheckRow"][];
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /**
             * Original Investment
             * @example 27500.5
             */
            original_investment: string;
            /**
             * Params
             * @description the copy's create request, as its family's create call takes it
             */
            params: {
                [key: string]: unknown;
            };
            /** Symbol */
            symbol: string;
        };
        /** RankingCopyRequest */
        RankingCopyRequest: {
            /** Bot Id */
            bot_id?: (number | string) | null;
            /**
             * Bot Type
             * @example GRID_SPOT
             */
            bot_type?: string | null;
            /**
             * Investment
             * @description absent: the original's investment
             */
            investment?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** RankingDcaBlock */
        RankingDcaBlock: {
            config: components["schemas"]["RankingDcaConfigCamel"];
            /**
             * Dcatype
             * @enum {string}
             */
            dcaType: "RECURRING" | "SAFETY_ORDER";
        };
        /**
         * RankingDcaConfigCamel
         * @description A DCA bot's config (``config_to_dict``) in camelCase: the RECURRING or the SAFETY_ORDER fields.
         */
        RankingDcaConfigCamel: {
            /** Autocycle */
            autoCycle?: ("ENABLE" | "DISABLE") | null;
            /**
             * Dcatype
             * @enum {string}
             */
            dcaType: "RECURRING" | "SAFETY_ORDER";
            /** Frequencyinsecond */
            frequencyInSecond?: number | null;
            /** Initorderamount */
            initOrderAmount?: string | null;
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /** Maxinvestamount */
            maxInvestAmount?: string | null;
            /** Maxsafetyorders */
            maxSafetyOrders?: number | null;
            /** Pairs */
            pairs?: components["schemas"]["RankingDcaPairCamel"][] | null;
            /** Pricestep */
            priceStep?: string | null;
            /** Quotecoin */
            quoteCoin?: string | null;
            /** Reinvest */
            reinvest?: boolean | null;
            /** Safetyorderamount */
            safetyOrderAmount?: string | null;
            /**
             * Settlemode
             * @enum {string}
             */
            settleMode: "DCA_BIT_MODE" | "DCA_BASE_MODE" | "DCA_QUOTE_MODE";
            /** Slpct */
            slPct?: string | null;
            /** Stepmultiplier */
            stepMultiplier?: string | null;
            /** Symbol */
            symbol?: string | null;
            /** Tppct */
            tpPct?: string | null;
            /** Volumemultiplier */
            volumeMultiplier?: string | null;
        };
        /** RankingDcaPairCamel */
        RankingDcaPairCamel: {
            /**
             * Amount
             * @example 27500.5
             */
            amount: string;
            /** Base */
            base: string;
        };
        /**
         * RankingEmptyRequest
         * @description No field.
         */
        RankingEmptyRequest: {
            [key: string]: unknown;
        };
        /** RankingFcomboBlock */
        RankingFcomboBlock: {
            /** Adjustpositionmode */
            adjustPositionMode: string;
            /** Botmode */
            botMode: string;
            /** Botname */
            botName: string;
            /** Leveragee2 */
            leverageE2: number;
            /** Symbolsettings */
            symbolSettings: components["schemas"]["RankingComboLegCamel"][];
        };
        /** RankingFgridBlock */
        RankingFgridBlock: {
            /** Cellnumber */
            cellNumber: number;
            /**
             * Gridmode
             * @example NEUTRAL
             */
            gridMode: string;
            /**
             * Gridtype
             * @enum {string}
             */
            gridType: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Leveragee2
             * @description leverage x 100
             * @example 500
             */
            leverageE2: number;
            /**
             * Maxprice
             * @example 27500.5
             */
            maxPrice: string;
            /**
             * Minprice
             * @example 27500.5
             */
            minPrice: string;
        };
        /** RankingFiltersResult */
        RankingFiltersResult: {
            /** Bottypes */
            botTypes: ("GRID_SPOT" | "DCA_SPOT" | "GRID_FUTURES" | "MART_FUTURES" | "COMBO_FUTURES")[];
            /**
             * Closedwindow
             * @description ms a closed bot stays ranked
             */
            closedWindow: number;
            /**
             * Minruntime
             * @description ms a bot runs before it is ranked
             */
            minRunTime: number;
            /** Orders */
            orders: ("DESC" | "ASC")[];
            /** Pnlbuckets */
            pnlBuckets: components["schemas"]["RankingBucket"][];
            /** Runtimebuckets */
            runTimeBuckets: components["schemas"]["RankingBucket"][];
            /** Sorters */
            sorters: ("PNL_PER" | "INVESTMENT" | "COPIED_COUNT")[];
        };
        /** RankingFmartBlock */
        RankingFmartBlock: {
            /** Addposnum */
            addPosNum: number;
            /**
             * Addposper
             * @example 27500.5
             */
            addPosPer: string;
            /** Completedrounds */
            completedRounds: number;
            /**
             * Fmartmode
             * @example LONG
             */
            fmartMode: string;
            /** Leveragee2 */
            leverageE2: number;
            /**
             * Pricefloatper
             * @example 27500.5
             */
            priceFloatPer: string;
            /**
             * Singleroundtargetprofitper
             * @example 27500.5
             */
            singleRoundTargetProfitPer: string;
        };
        /** RankingGridBlock */
        RankingGridBlock: {
            /** Cellnumber */
            cellNumber: number;
            /**
             * Gridtype
             * @enum {string}
             */
            gridType: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Maxprice
             * @example 27500.5
             */
            maxPrice: string;
            /**
             * Minprice
             * @example 27500.5
             */
            minPrice: string;
            /** Stoplossprice */
            stopLossPrice: string | "";
            /** Takeprofitprice */
            takeProfitPrice: string | "";
        };
        /** RankingPage */
        RankingPage: {
            /** Limit */
            limit: number;
            /** List */
            list: components["schemas"]["RankingRow"][];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /**
         * RankingRow
         * @description One ranked bot; the block of its family (``gridBot``, ``dcaBot``, ``fgridBot``,
         *     ``fmartinBot`` or ``fcomboBot``) holds its key parameters.
         */
        RankingRow: {
            /**
             * Botid
             * @example 1024
             */
            botId: string;
            /**
             * Botstatus
             * @example RUNNING
             */
            botStatus: string;
            /**
             * Bottype
             * @enum {string}
             */
            botType: "GRID_SPOT" | "DCA_SPOT" | "GRID_FUTURES" | "MART_FUTURES" | "COMBO_FUTURES";
            /** Closereason */
            closeReason: string;
            /** Copiedcount */
            copiedCount: number;
            /** Createtime */
            createTime: number;
            dcaBot?: components["schemas"]["RankingDcaBlock"] | null;
            /**
             * Endtime
             * @description 0 while running
             */
            endTime: number;
            fcomboBot?: components["schemas"]["RankingFcomboBlock"] | null;
            fgridBot?: components["schemas"]["RankingFgridBlock"] | null;
            fmartinBot?: components["schemas"]["RankingFmartBlock"] | null;
            /** Fundsadded */
            fundsAdded: boolean;
            /** Fundswithdrawn */
            fundsWithdrawn: boolean;
            gridBot?: components["schemas"]["RankingGridBlock"] | null;
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /** Maxdrawdowne4 */
            maxDrawdownE4: number;
            /** Nickname */
            nickName: string;
            /**
             * Pnl
             * @example 27500.5
             */
            pnl: string;
            /**
             * Pnl24H
             * @example 27500.5
             */
            pnl24h: string;
            /**
             * Pnl7D
             * @example 27500.5
             */
            pnl7d: string;
            /**
             * Pnlper
             * @example 27500.5
             */
            pnlPer: string;
            /** Runningtime */
            runningTime: number;
            /** Symbol */
            symbol: string;
            /** Yieldratee4 */
            yieldRateE4: number;
            /** Yieldtrendlist */
            yieldTrendList: components["schemas"]["RankingTrendPoint"][];
        };
        /** RankingSettingsRequest */
        RankingSettingsRequest: {
            /**
             * Listed
             * @description set whether the user's bots are ranked
             */
            listed?: boolean | null;
        } & {
            [key: string]: unknown;
        };
        /** RankingSettingsResult */
        RankingSettingsResult: {
            /** Listed */
            listed: boolean;
            /**
             * Nick Name
             * @example a***@example.com
             */
            nick_name: string;
        };
        /** RankingTrendPoint */
        RankingTrendPoint: {
            /** Stattime */
            statTime: number;
            /** Yieldratee4 */
            yieldRateE4: number;
        };
        /** ReadRequest */
        ReadRequest: {
            /**
             * All
             * @description mark every notification of the user read
             * @default false
             */
            all?: boolean;
            /**
             * Ids
             * @example [
             *       "12",
             *       "13"
             *     ]
             */
            ids?: (number | string)[] | null;
        };
        /** RebalanceRow */
        RebalanceRow: {
            /** Time */
            time: number;
            /** Trades */
            trades: components["schemas"]["Trade"][];
            /**
             * Trigger
             * @enum {string}
             */
            trigger: "INIT" | "TIME" | "PERCENT" | "USER" | "MODIFY" | "TRANSFER" | "RESET";
        };
        /** Rebalances */
        Rebalances: {
            /** Adjusted Position Num */
            adjusted_position_num: number;
            /** Limit */
            limit: number;
            /** List */
            list: components["schemas"]["RebalanceRow"][];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /** RecommendRow */
        RecommendRow: {
            /**
             * Amplitude
             * @description (24 h high − low) / open
             * @example 27500.5
             */
            amplitude: string;
            /**
             * Change 24H
             * @example 27500.5
             */
            change_24h: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /** Symbol */
            symbol: string;
        };
        /** Recommended */
        Recommended: {
            /** List */
            list: components["schemas"]["RecommendRow"][];
        };
        /** ReplayPosition */
        ReplayPosition: {
            /** Path */
            path: string;
            /** Position */
            position: number;
        };
        /** RiskTierRow */
        RiskTierRow: {
            /**
             * Initialmarginrate
             * @example 27500.5
             */
            initialMarginRate: string;
            /**
             * Maintenancemarginrate
             * @example 27500.5
             */
            maintenanceMarginRate: string;
            /**
             * Maxleverage
             * @example 27500.5
             */
            maxLeverage: string;
            /**
             * Mmdeduction
             * @example 27500.5
             */
            mmDeduction: string;
            /**
             * Risklimit
             * @example 27500.5
             */
            riskLimit: string;
            /** Tier */
            tier: number;
        };
        /** RoundRow */
        RoundRow: {
            /** Added Pos Num */
            added_pos_num: number;
            /**
             * Avg Price
             * @example 27500.5
             */
            avg_price: string;
            /**
             * Close Price
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            close_price: string;
            /** End Time */
            end_time: number;
            /**
             * Fees
             * @example 27500.5
             */
            fees: string;
            /**
             * Profit
             * @example 27500.5
             */
            profit: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            /** Round */
            round: number;
            /** Start Time */
            start_time: number;
            /**
             * Status
             * @enum {string}
             */
            status: "RUNNING" | "COMPLETED" | "STOPPED";
        };
        /**
         * Rounds
         * @description The round in progress, then the finished rounds, newest first.
         */
        Rounds: {
            /** Completed Rounds */
            completed_rounds: number;
            /** Limit */
            limit: number;
            /** List */
            list: components["schemas"]["RoundRow"][];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /**
         * SessionResult
         * @description A session was issued: its cookies (``bot_session``, ``csrf_token``) come with the answer.
         */
        SessionResult: {
            user: components["schemas"]["Profile"];
        };
        /**
         * SettingsRequest
         * @description Every field optional: none answers the settings as they are.
         */
        SettingsRequest: {
            /**
             * Events
             * @description kind -> on
             * @example {
             *       "ROUND_COMPLETED": true,
             *       "VENUE_ERROR": false
             *     }
             */
            events?: {
                [key: string]: boolean;
            } | null;
            /**
             * Liquidation Risk Threshold
             * @description percent of margin ratio (maintenance margin / equity), 1..100
             * @example 80
             */
            liquidation_risk_threshold?: (number | string) | null;
            /**
             * Locale
             * @description the language of the messages
             * @example en
             */
            locale?: ("en" | "ar-SA" | "es-AR" | "es-ES" | "es-MX" | "fil-PH" | "id-ID" | "ja-JP" | "kk-KZ" | "pl-PL" | "pt-BR" | "pt-PT" | "ro-RO" | "ru-RU" | "uk-UA" | "vi-VN" | "zh-MY" | "zh-TW") | null;
        };
        /**
         * SettleMode
         * @description Spot close/settlement mode; Bybit ``close_mode`` wire values (MECHANICS §2.3).
         *
         *     The SPEC calls these "grid investment modes"; in Bybit they are the settlement enum.
         *     BIT_MODE (legacy platform token) is accepted by the enum but not supported in paper trading.
         * @enum {integer}
         */
        SettleMode: 1 | 2 | 3 | 4;
        /** SourcesResult */
        SourcesResult: {
            /** List */
            list: components["schemas"]["MarketSource"][];
        };
        /** SpotCoin */
        SpotCoin: {
            /**
             * Coin
             * @example BTC
             */
            coin: string;
            /**
             * Name
             * @example Bitcoin
             */
            name: string;
            /**
             * Quote Coins
             * @example [
             *       "USDC",
             *       "USDT"
             *     ]
             */
            quote_coins: string[];
        };
        /** SpotCoinsResult */
        SpotCoinsResult: {
            /** List */
            list: components["schemas"]["SpotCoin"][];
            /** Quote Coins */
            quote_coins: string[];
        };
        /**
         * SpotGridAiParams
         * @description One style's backtested parameters on one window; every figure is the window's own.
         */
        SpotGridAiParams: {
            /**
             * Actual Yield
             * @description the window's own yield
             * @example 27500.5
             */
            actual_yield: string;
            /**
             * Annual Percentage Yield
             * @description actual_yield / window_days × 365, null when the window is under 30 days (not annualised)
             */
            annual_percentage_yield: string | null;
            backtest: components["schemas"]["SpotGridBacktestFigures"];
            /**
             * Band K
             * @example 27500.5
             */
            band_k: string;
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Max Drawdown Ratio
             * @example 27500.5
             */
            max_drawdown_ratio: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /** @description absent when the window is too short */
            out_of_sample?: components["schemas"]["SpotGridOutOfSample"] | null;
            /** Selected By */
            selected_by: string;
            /**
             * Style
             * @enum {string}
             */
            style: "HIGH_PROFITS" | "STEADY" | "HIGH_FREQUENCY";
            /**
             * Target Profit Per Grid
             * @example 27500.5
             */
            target_profit_per_grid: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            window: components["schemas"]["SpotGridWindow"];
            /**
             * Window Days
             * @description first to last candle, to 0.01 day
             * @example 27500.5
             */
            window_days: string;
            /**
             * Window End
             * @description ms, the window's last candle
             */
            window_end: number;
            /**
             * Window Start
             * @description ms, the window's first candle
             */
            window_start: number;
        };
        /** SpotGridAiParamsResult */
        SpotGridAiParamsResult: {
            /** Ai Params */
            ai_params: components["schemas"]["SpotGridAiParams"][];
            /**
             * Category
             * @constant
             */
            category: "spot";
            /** Computed At */
            computed_at: number;
            /**
             * Investment
             * @example 27500.5
             */
            investment: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /** List */
            list: components["schemas"]["SpotGridAiPick"][];
            /**
             * Method
             * @example backtest_sweep
             */
            method: string;
            /** Symbol */
            symbol: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            /** Volatility Ratio E4 */
            volatility_ratio_e4: number;
            /**
             * Windows
             * @description by window length in days (7, 30)
             */
            windows: {
                [key: string]: components["schemas"]["SpotGridAiWindow"];
            };
        };
        /**
         * SpotGridAiPick
         * @description A row of ``list``: the first window's rows (the create page's AI cards).
         */
        SpotGridAiPick: {
            /**
             * Actual Yield
             * @description the window's own yield
             * @example 27500.5
             */
            actual_yield: string;
            /**
             * Annual Percentage Yield
             * @description actual_yield / window_days × 365, null when the window is under 30 days (not annualised)
             */
            annual_percentage_yield: string | null;
            backtest: components["schemas"]["SpotGridBacktestFigures"];
            /**
             * Band K
             * @example 27500.5
             */
            band_k: string;
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Max Drawdown Ratio
             * @example 27500.5
             */
            max_drawdown_ratio: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /** @description absent when the window is too short */
            out_of_sample?: components["schemas"]["SpotGridOutOfSample"] | null;
            /** Selected By */
            selected_by: string;
            /**
             * Style
             * @enum {string}
             */
            style: "HIGH_PROFITS" | "STEADY" | "HIGH_FREQUENCY";
            /**
             * Target Profit Per Grid
             * @example 27500.5
             */
            target_profit_per_grid: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            window: components["schemas"]["SpotGridWindow"];
            /**
             * Window Days
             * @description first to last candle, to 0.01 day
             * @example 27500.5
             */
            window_days: string;
            /**
             * Window End
             * @description ms, the window's last candle
             */
            window_end: number;
            /**
             * Window Start
             * @description ms, the window's first candle
             */
            window_start: number;
        };
        /** SpotGridAiWindow */
        SpotGridAiWindow: {
            /**
             * Atr14
             * @example 27500.5
             */
            atr14: string;
            /** Candidates */
            candidates: number;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Market Mode
             * @example NEUTRAL
             */
            market_mode: string;
            /** Params */
            params: components["schemas"]["SpotGridAiParams"][];
            /**
             * Sigma
             * @example 27500.5
             */
            sigma: string;
            /**
             * Sma20
             * @example 27500.5
             */
            sma20: string;
            /**
             * Volatility Ratio
             * @example 27500.5
             */
            volatility_ratio: string;
            window: components["schemas"]["SpotGridWindow"];
        };
        /** SpotGridAmplitudeRow */
        SpotGridAmplitudeRow: {
            /**
             * Amplitude
             * @example 0.0412
             */
            amplitude: string;
            /**
             * Change 24H
             * @example 27500.5
             */
            change_24h: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /** SpotGridAvailableBalanceResult */
        SpotGridAvailableBalanceResult: {
            /**
             * Base Available
             * @example 27500.5
             */
            base_available: string;
            /** Base Token */
            base_token: string;
            /**
             * Quote Available
             * @example 27500.5
             */
            quote_available: string;
            /** Quote Token */
            quote_token: string;
            /** Symbol */
            symbol: string;
        };
        /** SpotGridBacktestFigures */
        SpotGridBacktestFigures: {
            /** Arbitrage Num */
            arbitrage_num: number;
            /**
             * Fees
             * @example 27500.5
             */
            fees: string;
            /**
             * Final Equity
             * @example 27500.5
             */
            final_equity: string;
            /**
             * Funding
             * @example 27500.5
             */
            funding: string;
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /**
             * Sharpe Ratio
             * @example 27500.5
             */
            sharpe_ratio: string;
            /** Status */
            status: string;
            /** Yield Trend List */
            yield_trend_list: string[];
        };
        /** SpotGridBalance */
        SpotGridBalance: {
            /**
             * Coin
             * @example USDT
             */
            coin: string;
            /**
             * Free
             * @example 27500.5
             */
            free: string;
            /**
             * Locked
             * @example 27500.5
             */
            locked: string;
        };
        /** SpotGridBalanceListRequest */
        SpotGridBalanceListRequest: {
            /**
             * Coins
             * @description only these coins
             * @example [
             *       "USDT",
             *       "BTC"
             *     ]
             */
            coins?: string[] | null;
        } & {
            [key: string]: unknown;
        };
        /** SpotGridBalanceListResult */
        SpotGridBalanceListResult: {
            /** List */
            list: components["schemas"]["SpotGridBalance"][];
        };
        /**
         * SpotGridCheck
         * @description Spot grid check codes (SPEC §5), spelled as the public Bybit V5 validate-input docs.
         * @enum {string}
         */
        SpotGridCheck: "SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED" | "SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW" | "SPOT_CHECK_CODE_LOW_PRICE_TOO_HIGH" | "SPOT_CHECK_CODE_HIGH_PRICE_TOO_LOW" | "SPOT_CHECK_CODE_HIGH_PRICE_TOO_HIGH" | "SPOT_CHECK_CODE_GRID_NO_TOO_LOW" | "SPOT_CHECK_CODE_GRID_NO_TOO_HIGH" | "SPOT_CHECK_CODE_INVESTMENT_TOO_LOW" | "SPOT_CHECK_CODE_INVESTMENT_TOO_HIGH" | "SPOT_CHECK_CODE_TP_TOO_LOW" | "SPOT_CHECK_CODE_TP_TOO_HIGH" | "SPOT_CHECK_CODE_SL_TOO_LOW" | "SPOT_CHECK_CODE_SL_TOO_HIGH" | "SPOT_CHECK_CODE_EP_TOO_LOW" | "SPOT_CHECK_CODE_EP_TOO_HIGH" | "SPOT_CHECK_CODE_ADD_INVESTMENT" | "SPOT_CHECK_CODE_PARAM_NOT_CHANGED" | "SPOT_CHECK_CODE_TS_PERCENT_TOO_LOW" | "SPOT_CHECK_CODE_TS_PERCENT_TOO_HIGH" | "SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET" | "SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET" | "SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_LOW" | "SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_HIGH" | "SPOT_CHECK_CODE_CAN_NOT_ENABLE_TRAILING_UP" | "SPOT_CHECK_CODE_ENTRY_PRICE_FORBIDDEN_TRAILING_UP" | "SPOT_CHECK_CODE_LAST_PRICE_FORBIDDEN_TRAILING_UP" | "SPOT_CHECK_CODE_INVESTMENT_FORBIDDEN_TRAILING_UP";
        /**
         * SpotGridCheckRow
         * @description One failing check with its bounds.
         */
        SpotGridCheckRow: {
            /** @example SPOT_CHECK_CODE_INVESTMENT_TOO_LOW */
            check_code: components["schemas"]["SpotGridCheck"];
            /** Field */
            field: string;
            /** From */
            from: string | "";
            /** Message */
            message: string;
            /** To */
            to: string | "";
        };
        /** SpotGridCloseMode */
        SpotGridCloseMode: {
            /**
             * Close Mode
             * @example 4
             */
            close_mode: number;
            /**
             * Name
             * @example BASE_AND_QUOTE_MODE
             */
            name: string;
        };
        /** SpotGridCloseModesResult */
        SpotGridCloseModesResult: {
            /**
             * Default
             * @example 4
             */
            default: number;
            /** List */
            list: components["schemas"]["SpotGridCloseMode"][];
        };
        /**
         * SpotGridCloseReason
         * @description Spot grid ``close_reason`` (Bybit spellings; the last four are Bybit-documented extras).
         * @enum {string}
         */
        SpotGridCloseReason: "CLOSED_MANUALLY" | "CLOSED_FAILED_INITIATION" | "CLOSED_SYMBOL_DELISTED" | "CLOSED_STOP_LOSS" | "CLOSED_TAKE_PROFIT" | "CLOSED_USER_BAN" | "UNKNOWN" | "CLOSED_TRAILING_STOP" | "CLOSE_STANDARD_CLEARANCE" | "CLOSE_TAX_TAG_CHANGE";
        /** SpotGridCloseRequest */
        SpotGridCloseRequest: {
            /** Bot Id */
            bot_id?: (number | string) | null;
            /**
             * Close Mode
             * @description 2 BASE_MODE, 3 QUOTE_MODE or 4 BASE_AND_QUOTE_MODE (default)
             */
            close_mode?: (number | string) | null;
            /** Grid Id */
            grid_id?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * SpotGridCreateRequest
         * @description A spot grid's parameters (SPEC §3); ``stop_loss``/``take_profit`` are aliases of the
         *     ``*_price`` fields. Range, count and investment bounds are the family's checks.
         */
        SpotGridCreateRequest: {
            /** Base Investment */
            base_investment?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /**
             * Cell Number
             * @example 10
             */
            cell_number?: (number | string) | null;
            /**
             * Create Type
             * @description COPY (or 1) creates a copy of followed_grid_id
             */
            create_type?: number | string | null;
            /** Enable Trailing */
            enable_trailing?: (boolean | number | string) | null;
            /** Entry Price */
            entry_price?: (number | string) | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Grid Type
             * @description ARITHMETIC (1) or GEOMETRIC (2)
             */
            grid_type?: (number | string) | null;
            /**
             * Invest Mode
             * @description QUOTE (0), BASE (1) or BASE_AND_QUOTE (2)
             */
            invest_mode?: (number | string) | null;
            /** Limit Up Price */
            limit_up_price?: (number | string) | null;
            /**
             * Max Price
             * @example 70000
             */
            max_price?: (number | string) | null;
            /**
             * Min Price
             * @example 60000
             */
            min_price?: (number | string) | null;
            /**
             * Quote Investment
             * @example 1000
             */
            quote_investment?: (number | string) | null;
            /**
             * Settle Mode
             * @description BASE_MODE (2), QUOTE_MODE (3) or BASE_AND_QUOTE_MODE (4)
             */
            settle_mode?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Stop Loss */
            stop_loss?: (number | string) | null;
            /** Stop Loss Price */
            stop_loss_price?: (number | string) | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /** Symbol */
            symbol?: string | null;
            /** Take Profit */
            take_profit?: (number | string) | null;
            /** Take Profit Price */
            take_profit_price?: (number | string) | null;
            /** Ts Percent */
            ts_percent?: (number | string) | null;
        };
        /** SpotGridCreatedResult */
        SpotGridCreatedResult: {
            /** Ban Reason Text */
            ban_reason_text: string;
            /**
             * Grid Id
             * @example 1024
             */
            grid_id: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * SpotGridDetail
         * @description The owner's detail of one spot grid (Bybit ``query-grid-detail`` names plus ours).
         */
        SpotGridDetail: {
            /**
             * Account Type
             * @constant
             */
            account_type: "FUND";
            /** Allow Follow */
            allow_follow: number;
            /** Arbitrage Num */
            arbitrage_num: number;
            /** Arbitrage Num 24 */
            arbitrage_num_24: number;
            /**
             * Base Investment
             * @example 27500.5
             */
            base_investment: string;
            /**
             * Base Token
             * @example BTC
             */
            base_token: string;
            /** Block Source */
            block_source: number | string | null;
            /** Bot Close Code */
            bot_close_code: components["schemas"]["CloseReason"] | "";
            bot_status: components["schemas"]["BotStatus"];
            /**
             * Cell Number
             * @example 10
             */
            cell_number: number;
            /** Close Reason */
            close_reason: components["schemas"]["CloseReason"] | "";
            /** Create Time */
            create_time: number;
            /** Create Type */
            create_type: number | string | null;
            /**
             * Cum Withdrew Amount
             * @example 27500.5
             */
            cum_withdrew_amount: string;
            /**
             * Current Per
             * @description "" once closed
             */
            current_per: string | "";
            /**
             * Current Price
             * @example 27500.5
             */
            current_price: string;
            /**
             * Current Profit
             * @description "" once closed
             */
            current_profit: string | "";
            /** Enable Trailing */
            enable_trailing: boolean;
            /**
             * End Time
             * @description 0 while running
             */
            end_time: number;
            /** Entry Price */
            entry_price: string | "";
            /**
             * Equity
             * @example 27500.5
             */
            equity: string;
            /**
             * Floating Profit
             * @example 27500.5
             */
            floating_profit: string;
            /** Followed Grid Id */
            followed_grid_id: number | string | null;
            /**
             * Grid Apr
             * @example 27500.5
             */
            grid_apr: string;
            /** Grid Close Reason */
            grid_close_reason: components["schemas"]["SpotGridCloseReason"] | "";
            /**
             * Grid Id
             * @example 1024
             */
            grid_id: string;
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            invest_mode: components["schemas"]["InvestMode"];
            /** Is Support Ts */
            is_support_ts: boolean;
            /** Limit Up Price */
            limit_up_price: string | "";
            /**
             * Maker Fee Rate
             * @example 27500.5
             */
            maker_fee_rate: string;
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Operation Time
             * @description running time in ms
             */
            operation_time: number;
            /** Ori Cell Number */
            ori_cell_number: number;
            /**
             * Ori Max Price
             * @example 27500.5
             */
            ori_max_price: string;
            /**
             * Ori Min Price
             * @example 27500.5
             */
            ori_min_price: string;
            /**
             * Per Grid Qty
             * @example 27500.5
             */
            per_grid_qty: string;
            pnl_breakdown: components["schemas"]["PnlBreakdown"];
            /**
             * Quote Investment
             * @example 27500.5
             */
            quote_investment: string;
            /**
             * Quote Token
             * @example USDT
             */
            quote_token: string;
            /** Real Close Price */
            real_close_price: string | "";
            /**
             * Reference Price
             * @example 27500.5
             */
            reference_price: string;
            settle_mode: components["schemas"]["SettleMode"];
            /**
             * Settlement Assets
             * @description what the closed grid returned; empty while running
             * @example USDT:1003.5,BTC:0.0012
             */
            settlement_assets: string;
            /** Source */
            source: number | string | null;
            status: components["schemas"]["GridBotStatus"];
            /** Stop Loss Price */
            stop_loss_price: string | "";
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /** Take Profit Price */
            take_profit_price: string | "";
            /**
             * Taker Fee Rate
             * @example 27500.5
             */
            taker_fee_rate: string;
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
            /**
             * Total Investment
             * @example 1000
             */
            total_investment: string;
            /**
             * Total Profit
             * @example 27500.5
             */
            total_profit: string;
            /**
             * Ts Exit Equity
             * @example 27500.5
             */
            ts_exit_equity: string;
            /**
             * Ts Percent
             * @example 27500.5
             */
            ts_percent: string;
            /**
             * Withdrawable Amount
             * @example 27500.5
             */
            withdrawable_amount: string;
        };
        /** SpotGridDetailResult */
        SpotGridDetailResult: {
            detail: components["schemas"]["SpotGridDetail"];
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * SpotGridEmptyRequest
         * @description No field.
         */
        SpotGridEmptyRequest: {
            [key: string]: unknown;
        };
        /**
         * SpotGridFill
         * @description A fill of the bot's orders.
         */
        SpotGridFill: {
            /** Client Order Id */
            client_order_id: string;
            /**
             * Fee
             * @example 27500.5
             */
            fee: string;
            /**
             * Fee Asset
             * @example USDT
             */
            fee_asset: string;
            /**
             * Fill Id
             * @example 1024
             */
            fill_id: string;
            /** Is Maker */
            is_maker: boolean;
            /**
             * Order Id
             * @example 1024
             */
            order_id: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            side: components["schemas"]["OrderSide"];
            /**
             * Time
             * @example 1764300000000
             */
            time: number;
        };
        /** SpotGridFillsPage */
        SpotGridFillsPage: {
            /** Limit */
            limit: number;
            /** List */
            list: components["schemas"]["SpotGridFill"][];
            /** Page */
            page: number;
            /** Total */
            total: number;
        };
        /** SpotGridFitParams */
        SpotGridFitParams: {
            /** Cell Number */
            cell_number: number;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
        };
        /**
         * SpotGridFollowDetailResult
         * @description What anyone may see of a grid (to copy it).
         */
        SpotGridFollowDetailResult: {
            /** Arbitrage Num */
            arbitrage_num: number;
            /** Base Token */
            base_token: string;
            /** Cell Number */
            cell_number: number;
            /**
             * Defeat Percentage
             * @description share of the other spot grids it beats; absent when too few
             */
            defeat_percentage?: string | null;
            /** Entry Price */
            entry_price: string | "";
            /**
             * Grid Id
             * @example 1024
             */
            grid_id: string;
            /**
             * Grid Type
             * @enum {string}
             */
            grid_type: "ARITHMETIC" | "GEOMETRIC";
            /**
             * Max Price
             * @example 27500.5
             */
            max_price: string;
            /**
             * Min Price
             * @example 27500.5
             */
            min_price: string;
            /**
             * Nick Name
             * @example a***@example.com
             */
            nick_name: string;
            /** Operation Time */
            operation_time: number;
            /** Quote Token */
            quote_token: string;
            status: components["schemas"]["GridBotStatus"];
            /** Stop Loss Price */
            stop_loss_price: string | "";
            /** Symbol */
            symbol: string;
            /** Take Profit Price */
            take_profit_price: string | "";
            /**
             * Total Apr
             * @example 27500.5
             */
            total_apr: string;
        };
        /** SpotGridHistoryOrdersRequest */
        SpotGridHistoryOrdersRequest: {
            /** Bot Id */
            bot_id?: (number | string) | null;
            /** Grid Id */
            grid_id?: (number | string) | null;
            /**
             * Limit
             * @description 1..200 (default 20)
             * @example 20
             */
            limit?: (number | string) | null;
            /**
             * Page
             * @description from 1 (default 1)
             * @example 1
             */
            page?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * SpotGridIdIn
         * @description A call about one grid: ``grid_id`` (``bot_id`` is read when ``grid_id`` is absent).
         */
        SpotGridIdIn: {
            /** Bot Id */
            bot_id?: (number | string) | null;
            /** Grid Id */
            grid_id?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * SpotGridInitialBuyRequest
         * @description A create request whose first purchase to estimate.
         */
        SpotGridInitialBuyRequest: {
            /** Base Investment */
            base_investment?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /**
             * Cell Number
             * @example 10
             */
            cell_number?: (number | string) | null;
            /**
             * Create Type
             * @description COPY (or 1) creates a copy of followed_grid_id
             */
            create_type?: number | string | null;
            /** Enable Trailing */
            enable_trailing?: (boolean | number | string) | null;
            /** Entry Price */
            entry_price?: (number | string) | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Grid Type
             * @description ARITHMETIC (1) or GEOMETRIC (2)
             */
            grid_type?: (number | string) | null;
            /**
             * Invest Mode
             * @description QUOTE (0), BASE (1) or BASE_AND_QUOTE (2)
             */
            invest_mode?: (number | string) | null;
            /** Limit Up Price */
            limit_up_price?: (number | string) | null;
            /**
             * Max Price
             * @example 70000
             */
            max_price?: (number | string) | null;
            /**
             * Min Price
             * @example 60000
             */
            min_price?: (number | string) | null;
            /**
             * Quote Investment
             * @example 1000
             */
            quote_investment?: (number | string) | null;
            /**
             * Settle Mode
             * @description BASE_MODE (2), QUOTE_MODE (3) or BASE_AND_QUOTE_MODE (4)
             */
            settle_mode?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Stop Loss */
            stop_loss?: (number | string) | null;
            /** Stop Loss Price */
            stop_loss_price?: (number | string) | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /** Symbol */
            symbol?: string | null;
            /** Take Profit */
            take_profit?: (number | string) | null;
            /** Take Profit Price */
            take_profit_price?: (number | string) | null;
            /** Ts Percent */
            ts_percent?: (number | string) | null;
        };
        /** SpotGridInitialBuyResult */
        SpotGridInitialBuyResult: {
            /**
             * Base Amount
             * @example 27500.5
             */
            base_amount: string;
            /**
             * Per Grid Qty
             * @example 27500.5
             */
            per_grid_qty: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Quote Cost
             * @example 27500.5
             */
            quote_cost: string;
        };
        /**
         * SpotGridOpenOrder
         * @description A resting order of the bot.
         */
        SpotGridOpenOrder: {
            /** Client Order Id */
            client_order_id: string;
            /**
             * Create Time
             * @example 1764300000000
             */
            create_time: number;
            /**
             * Filled Qty
             * @example 27500.5
             */
            filled_qty: string;
            /**
             * Order Id
             * @example 1024
             */
            order_id: string;
            order_type: components["schemas"]["OrderType"];
            /** Price */
            price: string | "";
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            side: components["schemas"]["OrderSide"];
            status: components["schemas"]["OrderStatus"];
        };
        /** SpotGridOpenOrdersResult */
        SpotGridOpenOrdersResult: {
            /** List */
            list: components["schemas"]["SpotGridOpenOrder"][];
        };
        /**
         * SpotGridOutOfSample
         * @description The style's pick fitted on the window's first 2/3 and backtested on the last third.
         */
        SpotGridOutOfSample: {
            /**
             * Fit Actual Yield
             * @example 27500.5
             */
            fit_actual_yield: string;
            /**
             * Fit Annual Percentage Yield
             * @description null under 30 days (the fit window's)
             */
            fit_annual_percentage_yield: string | null;
            /**
             * Fit Max Drawdown Ratio
             * @example 27500.5
             */
            fit_max_drawdown_ratio: string;
            fit_params: components["schemas"]["SpotGridFitParams"];
            fit_window: components["schemas"]["SpotGridWindow"];
            /** Selected By */
            selected_by: string;
            /**
             * Test Actual Yield
             * @example 27500.5
             */
            test_actual_yield: string;
            /**
             * Test Annual Percentage Yield
             * @description null under 30 days (the test window's)
             */
            test_annual_percentage_yield: string | null;
            /** Test Arbitrage Num */
            test_arbitrage_num: number;
            /**
             * Test Max Drawdown Ratio
             * @example 27500.5
             */
            test_max_drawdown_ratio: string;
            /** Test Status */
            test_status: string;
            test_window: components["schemas"]["SpotGridWindow"];
        };
        /**
         * SpotGridRange
         * @description The acceptable range of a field (``""``: open on that side).
         */
        SpotGridRange: {
            /** From */
            from: string | "";
            /** To */
            to: string | "";
        };
        /** SpotGridRecommendSymbolResult */
        SpotGridRecommendSymbolResult: {
            /** List */
            list: components["schemas"]["SpotGridAmplitudeRow"][];
        };
        /** SpotGridStatusResult */
        SpotGridStatusResult: {
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /** SpotGridSymbolRequest */
        SpotGridSymbolRequest: {
            /** Symbol */
            symbol?: string | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * SpotGridUpdateRequest
         * @description New range, count, TP/SL or a top-up; an absent field is unchanged, a blank or 0 TP/SL removes it
         *     (``bot_id`` is not one of its fields: the update reader refuses it).
         */
        SpotGridUpdateRequest: {
            /**
             * Add Investment
             * @example 100
             */
            add_investment?: (number | string) | null;
            /** Cell Number */
            cell_number?: (number | string) | null;
            /**
             * Grid Id
             * @description required
             */
            grid_id?: (number | string) | null;
            /** Max Price */
            max_price?: (number | string) | null;
            /** Min Price */
            min_price?: (number | string) | null;
            /** Stop Loss */
            stop_loss?: (number | string) | null;
            /** Stop Loss Price */
            stop_loss_price?: (number | string) | null;
            /** Take Profit */
            take_profit?: (number | string) | null;
            /** Take Profit Price */
            take_profit_price?: (number | string) | null;
            /** Ts Percent */
            ts_percent?: (number | string) | null;
        };
        /** SpotGridUpdateResult */
        SpotGridUpdateResult: {
            /** Regrid */
            regrid: boolean;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /** SpotGridUserRewardResult */
        SpotGridUserRewardResult: {
            /**
             * List
             * @description paper trading has no vouchers: always empty
             */
            list: unknown[];
        };
        /**
         * SpotGridValidateInputRequest
         * @description A (maybe partial) create request to check.
         */
        SpotGridValidateInputRequest: {
            /** Base Investment */
            base_investment?: (number | string) | null;
            /** Block Source */
            block_source?: number | string | null;
            /**
             * Cell Number
             * @example 10
             */
            cell_number?: (number | string) | null;
            /**
             * Create Type
             * @description COPY (or 1) creates a copy of followed_grid_id
             */
            create_type?: number | string | null;
            /** Enable Trailing */
            enable_trailing?: (boolean | number | string) | null;
            /** Entry Price */
            entry_price?: (number | string) | null;
            /** Followed Grid Id */
            followed_grid_id?: (number | string) | null;
            /**
             * Grid Type
             * @description ARITHMETIC (1) or GEOMETRIC (2)
             */
            grid_type?: (number | string) | null;
            /**
             * Invest Mode
             * @description QUOTE (0), BASE (1) or BASE_AND_QUOTE (2)
             */
            invest_mode?: (number | string) | null;
            /** Limit Up Price */
            limit_up_price?: (number | string) | null;
            /**
             * Max Price
             * @example 70000
             */
            max_price?: (number | string) | null;
            /**
             * Min Price
             * @example 60000
             */
            min_price?: (number | string) | null;
            /**
             * Quote Investment
             * @example 1000
             */
            quote_investment?: (number | string) | null;
            /**
             * Settle Mode
             * @description BASE_MODE (2), QUOTE_MODE (3) or BASE_AND_QUOTE_MODE (4)
             */
            settle_mode?: (number | string) | null;
            /** Source */
            source?: number | string | null;
            /** Stop Loss */
            stop_loss?: (number | string) | null;
            /** Stop Loss Price */
            stop_loss_price?: (number | string) | null;
            /** Strategy Id */
            strategy_id?: number | string | null;
            /** Symbol */
            symbol?: string | null;
            /** Take Profit */
            take_profit?: (number | string) | null;
            /** Take Profit Price */
            take_profit_price?: (number | string) | null;
            /** Ts Percent */
            ts_percent?: (number | string) | null;
        };
        /**
         * SpotGridValidateInputResult
         * @description Every failing check of a create request and the ranges its fields may take.
         */
        SpotGridValidateInputResult: {
            base_investment: components["schemas"]["SpotGridRange"];
            /**
             * Cell Distance
             * @example 27500.5
             */
            cell_distance: string;
            cell_number: components["schemas"]["SpotGridRange"];
            /**
             * @description the first failing check, else SUCCESS
             * @example SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED
             */
            check_code: components["schemas"]["SpotGridCheck"];
            /** Checks */
            checks: components["schemas"]["SpotGridCheckRow"][];
            entry_price: components["schemas"]["SpotGridRange"];
            investment: components["schemas"]["SpotGridRange"];
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            limit_up_price: components["schemas"]["SpotGridRange"];
            max_price: components["schemas"]["SpotGridRange"];
            min_price: components["schemas"]["SpotGridRange"];
            profit: components["schemas"]["SpotGridRange"];
            stop_loss: components["schemas"]["SpotGridRange"];
            take_profit: components["schemas"]["SpotGridRange"];
            ts_percent: components["schemas"]["SpotGridRange"];
        };
        /** SpotGridValidateUpdateResult */
        SpotGridValidateUpdateResult: {
            /**
             * @description the first failing check, else SUCCESS
             * @example SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED
             */
            check_code: components["schemas"]["SpotGridCheck"];
            /** Checks */
            checks: components["schemas"]["SpotGridCheckRow"][];
            /**
             * Regrid
             * @description the grid orders are replaced
             */
            regrid: boolean;
        };
        /** SpotGridWindow */
        SpotGridWindow: {
            /**
             * Days
             * @example 27500.5
             */
            days: string;
            /** End */
            end: number;
            /** Start */
            start: number;
        };
        /** SpotGridWithdrawDetailResult */
        SpotGridWithdrawDetailResult: {
            /**
             * Cum Withdrew Amount
             * @example 27500.5
             */
            cum_withdrew_amount: string;
            /**
             * Grid Profit
             * @example 27500.5
             */
            grid_profit: string;
            /** Quote Token */
            quote_token: string;
            /**
             * Withdrawable
             * @example 27500.5
             */
            withdrawable: string;
        };
        /** SpotGridWithdrawRequest */
        SpotGridWithdrawRequest: {
            /**
             * Amount
             * @example 5
             */
            amount?: (number | string) | null;
            /** Bot Id */
            bot_id?: (number | string) | null;
            /** Grid Id */
            grid_id?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** SpotGridWithdrawResult */
        SpotGridWithdrawResult: {
            /**
             * Amount
             * @example 5
             */
            amount: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
        /**
         * SpotSymbolInfo
         * @description A spot symbol's order rules and 24 h figures (SPEC §3 'Spot symbol summary'); price 0
         *     before its first market data.
         */
        SpotSymbolInfo: {
            /**
             * Amp
             * @description (high - low) / open over 24 h
             * @example 0.0412
             */
            amp: string;
            /**
             * Base Token
             * @example BTC
             */
            base_token: string;
            /**
             * Base Unit
             * @example 27500.5
             */
            base_unit: string;
            /**
             * Change 24H
             * @description (last - open) / open over 24 h
             * @example -0.0123
             */
            change_24h: string;
            /**
             * Max Trade Amount
             * @example 27500.5
             */
            max_trade_amount: string;
            /**
             * Max Trade Quantity
             * @example 27500.5
             */
            max_trade_quantity: string;
            /**
             * Min Trade Amount
             * @example 27500.5
             */
            min_trade_amount: string;
            /**
             * Min Trade Quantity
             * @example 27500.5
             */
            min_trade_quantity: string;
            /**
             * Price
             * @example 27500.5
             */
            price: string;
            /**
             * Quote Token
             * @example USDT
             */
            quote_token: string;
            /** Supporttrailingstop */
            supportTrailingStop: boolean;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Tick Size
             * @example 27500.5
             */
            tick_size: string;
        };
        /** SpotSymbolInfoResult */
        SpotSymbolInfoResult: {
            /** List */
            list: components["schemas"]["SpotSymbolInfo"][];
        };
        /**
         * StatusCode
         * @description The acknowledgement of a change (the ``/contract/v5/private`` families).
         */
        StatusCode: {
            /**
             * Status Code
             * @constant
             */
            status_code: 0;
        };
        /** StoredMarket */
        StoredMarket: {
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /** Market Ts */
            market_ts: number | null;
        };
        /** StrategyInfoResult */
        StrategyInfoResult: {
            /** Families */
            families: components["schemas"]["FamilyInfo"][];
            labels: components["schemas"]["Labels"];
            /**
             * Lang
             * @example en
             */
            lang: string;
        };
        /**
         * Style
         * @description AI-parameter style presets.
         * @enum {string}
         */
        Style: "HIGH_PROFITS" | "STEADY" | "HIGH_FREQUENCY";
        /**
         * SymbolConfig
         * @description One perpetual's config (every SPEC §3 futures symbol field) and its risk tiers.
         */
        SymbolConfig: {
            /**
             * Basecurrency
             * @example BTC
             */
            baseCurrency: string;
            /** Baseinitialmarginratee4 */
            baseInitialMarginRateE4: number;
            /** Basemaintenancemarginratee4 */
            baseMaintenanceMarginRateE4: number;
            /**
             * Basemaxordpzvalue
             * @example 27500.5
             */
            baseMaxOrdPzValue: string;
            /** Coin */
            coin: string;
            /** Coinname */
            coinName: string;
            contractStatus: components["schemas"]["ContractStatus"];
            contractType: components["schemas"]["ContractType"];
            /** Darkicon */
            darkIcon: string;
            /** Expectedstarttimee3 */
            expectedStartTimeE3: number;
            fgridbotConfig: components["schemas"]["FgridbotConfig"] | null;
            /** Indexsort */
            indexSort: number;
            /** Ispopular */
            isPopular: boolean;
            /** Isprelisting */
            isPreListing: boolean;
            /** Lighticon */
            lightIcon: string;
            /**
             * Lotsize
             * @example 27500.5
             */
            lotSize: string;
            /** Maxdesignatedmargine8 */
            maxDesignatedMarginE8: number;
            /**
             * Maxleveragee2
             * @description 10000 = 100x
             * @example 10000
             */
            maxLeverageE2: number;
            /**
             * Maxnewmarketorderqty
             * @example 27500.5
             */
            maxNewMarketOrderQty: string;
            /**
             * Maxneworderqty
             * @example 27500.5
             */
            maxNewOrderQty: string;
            /**
             * Maxprice
             * @example 27500.5
             */
            maxPrice: string;
            /** Mindesignatedmargine8 */
            minDesignatedMarginE8: number;
            /** Minleveragee2 */
            minLeverageE2: number;
            /**
             * Minnotionalvalue
             * @example 27500.5
             */
            minNotionalValue: string;
            /**
             * Minprice
             * @example 27500.5
             */
            minPrice: string;
            /**
             * Minqty
             * @example 27500.5
             */
            minQty: string;
            /**
             * Obdepthmergetimes
             * @example 1,2,4,10
             */
            obDepthMergeTimes: string;
            /** Prelistinginfo */
            preListingInfo: {
                [key: string]: unknown;
            } | null;
            /** Pricescale */
            priceScale: number;
            /** Qtyunit */
            qtyUnit: string;
            /** Quarter */
            quarter: string;
            /**
             * Quotecurrency
             * @example USDT
             */
            quoteCurrency: string;
            /** Riskmaxleveragee2 */
            riskMaxLeverageE2: number;
            /** Riskminleveragee2 */
            riskMinLeverageE2: number;
            /** Risktiers */
            riskTiers: components["schemas"]["RiskTierRow"][];
            /** Section */
            section: string[];
            /** Settletimee3 */
            settleTimeE3: number;
            /** Showexpectedstarttime */
            showExpectedStartTime: boolean;
            /** Starttradingtimee3 */
            startTradingTimeE3: number;
            /** Stepinitialmarginratee4 */
            stepInitialMarginRateE4: number;
            /** Stepmaintenancemarginratee4 */
            stepMaintenanceMarginRateE4: number;
            /**
             * Stepmaxordpzvalue
             * @example 27500.5
             */
            stepMaxOrdPzValue: string;
            /** Supportcopytrade */
            supportCopyTrade: boolean;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /**
             * Symboldisplay
             * @enum {integer}
             */
            symbolDisplay: 0 | 1;
            /** Symbolname */
            symbolName: string;
            /**
             * Symbolstatus
             * @example ONLINE
             */
            symbolStatus: string;
            /** Symboltags */
            symbolTags: string[];
            /**
             * Ticksize
             * @example 27500.5
             */
            tickSize: string;
            /** Valuescale */
            valueScale: number;
        };
        /**
         * SymbolItem
         * @description A perpetual's live figures; the 24 h ones once its market has candles.
         */
        SymbolItem: {
            /**
             * Fundingrate
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            fundingRate: string;
            /** Highprice24H */
            highPrice24h?: string | null;
            /**
             * Indexprice
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            indexPrice: string;
            /**
             * Lastprice
             * @description blank before the first price
             * @example 0.05
             */
            lastPrice: string;
            /** Lowprice24H */
            lowPrice24h?: string | null;
            /**
             * Markprice
             * @description a decimal, or blank when unset
             * @example 0.05
             */
            markPrice: string;
            /**
             * Nextfundingtime
             * @description ms
             */
            nextFundingTime: number;
            /**
             * Price24Hpcnt
             * @description a ratio (0.0123 = +1.23 %)
             */
            price24hPcnt?: string | null;
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
            /** Turnover24H */
            turnover24h?: string | null;
            /** Volume24H */
            volume24h?: string | null;
        };
        /** SymbolList */
        SymbolList: {
            /** List */
            list: components["schemas"]["SymbolRow"][];
        };
        /** SymbolRequest */
        SymbolRequest: {
            /**
             * Category
             * @default spot
             * @enum {string}
             */
            category?: "spot" | "linear";
            /**
             * Symbol
             * @example BTCUSDT
             */
            symbol: string;
        };
        /** SymbolRow */
        SymbolRow: {
            /** Base Token */
            base_token: string;
            /**
             * Last Price
             * @example 27500.5
             */
            last_price: string;
            /**
             * Max Leverage
             * @example 27500.5
             */
            max_leverage: string;
            /**
             * Quote Volume 24H
             * @example 27500.5
             */
            quote_volume_24h: string;
            /** Symbol */
            symbol: string;
        };
        /** SymbolStatus */
        SymbolStatus: {
            /** Candles */
            candles: number;
            /** Last Price */
            last_price: string | null;
            /** Last Ts */
            last_ts: number | null;
            /**
             * Mode
             * @description simulated, replay or manual
             * @example simulated
             */
            mode: string;
            replay?: components["schemas"]["ReplayPosition"] | null;
            /** Symbol */
            symbol: string;
        };
        /** TagRequest */
        TagRequest: {
            /** Banned */
            banned?: boolean | null;
            /** Email */
            email: string;
            /** Is Islamic */
            is_islamic?: boolean | null;
            /**
             * User Type
             * @example EXPERIENCED
             */
            user_type?: string | null;
            /** Vip Level */
            vip_level?: number | null;
        };
        /** TagResult */
        TagResult: {
            /** Closed Bots */
            closed_bots: number;
            user: components["schemas"]["Profile"];
        };
        /** TickersResult */
        TickersResult: {
            /** List */
            list: components["schemas"]["QuoteItem"][];
        };
        /**
         * TpSlRequest
         * @description A new TP/SL block (it replaces the old one) and/or trailing stop; any other grid field
         *     answers "cannot be changed on a running futures grid".
         */
        TpSlRequest: {
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
            /** Stop Loss Per */
            stop_loss_per?: (number | string) | null;
            /** Stop Loss Price */
            stop_loss_price?: (number | string) | null;
            /** Take Profit Per */
            take_profit_per?: (number | string) | null;
            /** Take Profit Price */
            take_profit_price?: (number | string) | null;
            /**
             * Tp Sl Type
             * @example 1
             */
            tp_sl_type?: (number | string) | null;
            /** Trailing Stop Per */
            trailing_stop_per?: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** Trade */
        Trade: {
            /**
             * Qty
             * @example 27500.5
             */
            qty: string;
            side: components["schemas"]["OrderSide"];
            /**
             * Skipped
             * @enum {string}
             */
            skipped: "" | "BELOW_MIN_ORDER" | "ABOVE_MAX_QTY" | "ABOVE_FIRST_RISK_TIER";
            /** Symbol */
            symbol: string;
        };
        /** TrailingStopRequest */
        TrailingStopRequest: {
            /**
             * Bot Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            bot_id: number | string;
            /**
             * Trailing Stop Per
             * @description 0 or blank removes it
             * @example 0.1
             */
            trailing_stop_per: (number | string) | null;
        } & {
            [key: string]: unknown;
        };
        /** TransferDetail */
        TransferDetail: {
            /**
             * Coin
             * @constant
             */
            coin: "USDT";
            /** List */
            list: components["schemas"]["TransferRow"][];
            /**
             * Max Transfer In
             * @example 27500.5
             */
            max_transfer_in: string;
            /**
             * Max Transfer Out
             * @example 27500.5
             */
            max_transfer_out: string;
            /**
             * Transfers In
             * @example 27500.5
             */
            transfers_in: string;
            /**
             * Transfers Out
             * @example 27500.5
             */
            transfers_out: string;
        };
        /**
         * TransferDirection
         * @description Margin transfer into or out of a bot.
         * @enum {string}
         */
        TransferDirection: "IN" | "OUT";
        /** TransferResult */
        TransferResult: {
            /** Amount */
            amount: string;
            /** Coin */
            coin: string;
        };
        /** TransferRow */
        TransferRow: {
            /**
             * Amount
             * @example 27500.5
             */
            amount: string;
            direction: components["schemas"]["TransferDirection"];
            /** Time */
            time: number;
        };
        /** Variant */
        Variant: {
            /**
             * Key
             * @example spot_dca_ladder
             */
            key: string;
            /** Name */
            name: string;
            /** Text */
            text: string;
        };
        /** VariantName */
        VariantName: {
            /**
             * Key
             * @example spot_dca_ladder
             */
            key: string;
            /** Name */
            name: string;
        };
        /**
         * VenueKey
         * @description A stored key as its owner sees it: never the secret nor the whole key.
         */
        VenueKey: {
            /**
             * Api Key Masked
             * @example abcd…wxyz
             */
            api_key_masked: string;
            /**
             * Created Ms
             * @example 1764300000000
             */
            created_ms: number;
            /**
             * Id
             * @example 1024
             */
            id: string;
            /**
             * Label
             * @example grid account
             */
            label: string | null;
            /**
             * Permissions
             * @description read, trade, spot, futures, margin, options, transfer (never withdraw: refused)
             * @example [
             *       "read",
             *       "spot",
             *       "futures"
             *     ]
             */
            permissions: string[];
            /**
             * Permissions Reported
             * @description false: the venue does not report the key's permissions
             */
            permissions_reported: boolean;
            /** Testnet */
            testnet: boolean;
            /**
             * Venue
             * @enum {string}
             */
            venue: "binance" | "bybit" | "okx";
        };
        /** VenueKeyDeleted */
        VenueKeyDeleted: {
            /**
             * Id
             * @example 1024
             */
            id: string;
        };
        /** VenueKeyIdRequest */
        VenueKeyIdRequest: {
            /**
             * Id
             * @description a positive id, as a string or an integer
             * @example 1024
             */
            id: number | string;
        };
        /** VenueKeyList */
        VenueKeyList: {
            /** List */
            list: components["schemas"]["VenueKey"][];
            /**
             * Max Keys
             * @example 10
             */
            max_keys: number;
        };
        /**
         * VenueRules
         * @description The venue's own rules for the symbol (``load_markets``), decimal strings; null: not said.
         */
        VenueRules: {
            /** Lot Size */
            lot_size: string | null;
            /** Max Price */
            max_price: string | null;
            /** Min Notional */
            min_notional: string | null;
            /** Min Price */
            min_price: string | null;
            /** Min Qty */
            min_qty: string | null;
            /** Tick Size */
            tick_size: string | null;
        };
        /** Vip */
        Vip: {
            /** Is Vip */
            is_vip: boolean;
            /**
             * Label Level
             * @example 0
             */
            label_level: number;
        };
        /** WebConfigRequest */
        WebConfigRequest: {
            /**
             * Keys
             * @description the flags asked for (every known flag when absent)
             * @example [
             *       "botSymbolGray",
             *       "futureTsGray",
             *       "spotTsGray",
             *       "botTpslEquity"
             *     ]
             */
            keys?: string[];
            /**
             * Project
             * @default bot
             * @example bot
             */
            project?: string;
        } & {
            [key: string]: unknown;
        };
        /** WebConfigResult */
        WebConfigResult: {
            /** List */
            list: components["schemas"]["ConfigItem"][];
            /**
             * Project
             * @example bot
             */
            project: string;
        };
        /** Withdrawn */
        Withdrawn: {
            /**
             * Amount
             * @example 27500.5
             */
            amount: string;
            /**
             * Status Code
             * @constant
             */
            status_code: 200;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    add_admin_announcements_add_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnouncementAddRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AnnouncementHit_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    partitions_admin_engine_partitions_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PartitionsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exchange_status_admin_exchange_status_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ExchangeStatusResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    advance_admin_market_advance_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AdvanceResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    load_admin_market_load_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoadRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_LoadResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    price_admin_market_price_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PriceResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    simulate_admin_market_simulate_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SymbolRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SymbolStatus_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    status_admin_market_status_get: {
        parameters: {
            query?: {
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_MarketStatusResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delist_admin_symbols_delist_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DelistRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DelistResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tag_user_admin_users_tag_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_TagResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    search_announcements_api_search_v1_index__index__post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description announcement-posts_<language> */
                index: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AnnouncementSearchRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AnnouncementSearchResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    add_margin_contract_v5_fgridbot_add_margin_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmountRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_MarginAdded_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_fgridbot_fgrid_bot_close_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Done200_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_fgridbot_fgrid_bot_create_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FgridCreateRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FgridCreated_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_fgridbot_get_fgrid_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FgridDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_fgridbot_get_fgrid_history_orders_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagedRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Fills_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_symbol_ai_params_contract_v5_fgridbot_get_symbol_ai_params_get: {
        parameters: {
            query: {
                symbol: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FgridAiParams_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_user_balance_contract_v5_fgridbot_get_user_balance_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoFields"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Balance_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    recommend_symbol_contract_v5_fgridbot_recommend_symbol_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoFields"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Recommended_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_trailing_stop_contract_v5_fgridbot_update_trailing_stop_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrailingStopRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Done200_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    validate_fgrid_input_contract_v5_fgridbot_validate_fgrid_input_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FgridCreateRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FgridValidation_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_fgridbot_withdraw_profit_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmountRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Withdrawn_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    adjust_position_contract_v5_private_fcombobot_adjust_position_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StatusCode_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_close_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StatusCode_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_create_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComboCreateRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Created_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_close_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ComboCloseDetail_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_daily_pick_contract_v5_private_fcombobot_get_daily_pick_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoFields"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DailyPick_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ComboDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_follow_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ComboFollowDetail_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_history_orders_v2_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagedRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ComboFills_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_limit_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComboLimitRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ComboLimit_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_part_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagedRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Rebalances_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_positions_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Positions_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_symbol_list_contract_v5_private_fcombobot_get_symbol_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoFields"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SymbolList_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_get_transfer_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_TransferDetail_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fcombobot_modify_setting_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModifySettingRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StatusCode_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    set_daily_pick_no_pop_contract_v5_private_fcombobot_set_daily_pick_no_pop_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoPopRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NoPopSet_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transfer_contract_v5_private_fcombobot_transfer_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FcomboTransferRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StatusCode_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_close_fmart_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StatusCode_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_create_fmart_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FmartCreateRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Created_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_close_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FmartCloseDetail_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FmartDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_follow_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FmartFollowDetail_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_history_orders_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagedRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Fills_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_limit_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FmartLimitRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FmartLimit_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_open_orders_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_OpenOrders_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_get_fmart_round_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagedRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Rounds_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_contract_v5_private_fmartingalebot_update_fmart_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FmartUpdateRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StatusCode_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    brief_symbol_list_contract_v5_product_brief_symbol_list_get: {
        parameters: {
            query?: {
                filter?: string;
                version?: string;
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BriefSymbolList_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    dynamic_symbol_item_contract_v5_product_dynamic_symbol_item_get: {
        parameters: {
            query?: {
                symbol?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DynamicSymbolItem_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_symbol_ai_params_contract_v5_public_fmartingalebot_get_symbol_ai_params_get: {
        parameters: {
            query: {
                symbol: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FmartAiParams_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    strategy_info_discovery_v5_private_discovery_strategy_info_get: {
        parameters: {
            query?: {
                /** @description one family (default: every family) */
                family?: string | null;
                /** @description the language (else the lang header, else English) */
                lang?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_StrategyInfoResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logout_logout_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Empty_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    creation_operation_tools_aurora_creation_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuroraCreationRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AuroraCreationResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fcombo_operation_tools_aurora_fcombo_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuroraFcomboRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AuroraFcomboResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    home_operation_tools_aurora_home_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuroraHomeRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AuroraHomeResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    info_operation_tools_aurora_info_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AuroraInfoRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AuroraPick_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    chat_strategy_info_operation_tools_chat_strategy_info_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatInfoRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ChatInfoResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    mixed_ranking_operation_tools_v1_mixed_ranking_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MixedRankingRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RankingPage_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ranking_filter_operation_tools_v1_ranking_filter_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RankingEmptyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RankingFiltersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    cancel_s1_bot_backtest_v1_cancel_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestJobRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestStatus_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_s1_bot_backtest_v1_create_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestCreateRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestJob_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_s1_bot_backtest_v1_delete_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestJobRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestJob_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_jobs_s1_bot_backtest_v1_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BacktestListRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestList_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    result_s1_bot_backtest_v1_result_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestJobRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    share_s1_bot_backtest_v1_share_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestJobRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestShare_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    shared_get_s1_bot_backtest_v1_shared_get: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    shared_s1_bot_backtest_v1_shared_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestSharedRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    status_s1_bot_backtest_v1_status_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BacktestJobRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestStatus_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    upload_s1_bot_backtest_v1_upload_candles_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BacktestUploadRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BacktestUpload_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    close_bot_s1_bot_dca_v1_close_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaCloseBotRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaCloseBotResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_close_bot_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaBotIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaCloseDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_create_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaCreateBotRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaCreatedResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    create_bot_configuration_s1_bot_dca_v1_create_bot_configuration_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaConfigurationRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaConfigurationResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaBotIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_follow_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaBotIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaFollowDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_order_details_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaBotIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridOpenOrdersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_order_history_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaPageIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridFillsPage_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_parameters_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaBotIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaParametersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_dca_v1_status_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaBotIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaStatusResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_parameters_s1_bot_dca_v1_update_parameters_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DcaUpdateParametersRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DcaUpdateParametersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_fgrid_v1_get_fgrid_open_orders_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_OpenOrders_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_fgrid_v1_get_follow_fgrid_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_FgridFollowDetail_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_fgrid_v1_get_futures_close_mode_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OptBotIdRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_CloseModes_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_user_balance_s1_bot_fgrid_v1_get_user_balance_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["NoFields"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Balance_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_fgrid_v1_update_fgrid_tpsl_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TpSlRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Done200_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ai_params_detail_s1_bot_grid_v1_ai_params_detail_get: {
        parameters: {
            query: {
                symbol: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridAiParamsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    close_grid_s1_bot_grid_v1_close_grid_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridCloseRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridStatusResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_create_grid_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridCreateRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridCreatedResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_get_close_modes_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridEmptyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridCloseModesResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_get_history_orders_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridHistoryOrdersRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridFillsPage_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_initial_buy_amount_s1_bot_grid_v1_get_initial_buy_amount_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridInitialBuyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridInitialBuyResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_get_open_orders_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridOpenOrdersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_withdraw_detail_s1_bot_grid_v1_get_withdraw_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridWithdrawDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_coins_s1_bot_grid_v1_list_coins_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotCoinsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_symbol_info_s1_bot_grid_v1_list_symbol_info_v2_get: {
        parameters: {
            query?: {
                /** @description one symbol */
                symbol?: string | null;
                /** @description its quote coin */
                quote?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotSymbolInfoResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_user_reward_s1_bot_grid_v1_list_user_reward_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridEmptyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridUserRewardResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    query_available_balance_s1_bot_grid_v1_query_available_balance_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridSymbolRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridAvailableBalanceResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    query_balance_list_s1_bot_grid_v1_query_balance_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridBalanceListRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridBalanceListResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_query_follow_grid_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridFollowDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_query_grid_detail_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridIdIn"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridDetailResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ranking_filter_s1_bot_grid_v1_ranking_filter_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridEmptyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RankingFiltersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    recommend_symbol_s1_bot_grid_v1_recommend_symbol_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridEmptyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridRecommendSymbolResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    update_sgrid_s1_bot_grid_v1_update_sgrid_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridUpdateRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridUpdateResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    validate_input_s1_bot_grid_v1_validate_input_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridValidateInputRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridValidateInputResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    validate_update_sgrid_s1_bot_grid_v1_validate_update_sgrid_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridUpdateRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridValidateUpdateResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endpoint_s1_bot_grid_v1_withdraw_profit_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SpotGridWithdrawRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SpotGridWithdrawResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    kline_s1_bot_market_v1_kline_get: {
        parameters: {
            query?: {
                /** @description required */
                symbol?: string;
                /** @description one of 1m 3m 5m 15m 30m 1h 2h 4h 6h 8h 12h 1d 3d 1w 1M */
                interval?: string;
                /** @description 1..1000 (default 500) */
                limit?: number;
                /** @description UTC ms: the candles up to it */
                end_ts?: number;
                /** @description spot, or linear (the perpetuals' market) */
                category?: "spot" | "linear";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_KlineResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sources_s1_bot_market_v1_sources_get: {
        parameters: {
            query?: {
                /** @description spot or linear (default: both) */
                category?: "spot" | "linear";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SourcesResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    tickers_s1_bot_market_v1_tickers_get: {
        parameters: {
            query?: {
                /** @description comma-separated symbols (default: every symbol with data) */
                symbol?: string | null;
                /** @description spot, or linear (the perpetuals' market) */
                category?: "spot" | "linear";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_TickersResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ask_s1_bot_support_v1_ask_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AskResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    copy_bot_s1_bot_tradingbot_v1_copy_bot_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RankingCopyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RankingCopyBotResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    copy_preview_s1_bot_tradingbot_v1_copy_params_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RankingCopyRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RankingCopyParamsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    export_events_s1_bot_tradingbot_v1_export_events_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ExportEventsRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ExportEventsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_all_bots_s1_bot_tradingbot_v1_list_all_bots_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ListAllBotsRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_ListAllBotsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    pnl_history_s1_bot_tradingbot_v1_pnl_history_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PnlHistoryRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PnlHistoryResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    portfolio_s1_bot_tradingbot_v1_portfolio_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PortfolioRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_PortfolioResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    ranking_settings_s1_bot_tradingbot_v1_ranking_settings_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RankingSettingsRequest"] | null;
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_RankingSettingsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    latency_probe_t1_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the two bytes `ok` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "ok";
                };
            };
            /** @description wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    balances_v2_private_asset_balances_get: {
        parameters: {
            query?: {
                account_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_BalancesResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    transfer_v2_private_asset_transfer_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssetTransferRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_TransferResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    add_channel_v2_private_notifications_channels_add_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddChannelRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_AddedNotificationChannel_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_channel_v2_private_notifications_channels_delete_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationChannelDeleted_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deliveries_v2_private_notifications_channels_deliveries_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveriesRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationDeliveryLog_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    test_channel_v2_private_notifications_channels_test_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationTestSent_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_notifications_v2_private_notifications_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListNotificationsRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationList_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    read_v2_private_notifications_read_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationsRead_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    settings_v2_private_notifications_settings_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_NotificationSettings_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    change_password_v2_private_user_change_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SessionResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    demo_funds_v2_private_user_demo_funds_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemoFundsRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_DemoFundsResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    profile_v2_private_user_profile_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_Profile_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    add_v2_private_venue_keys_add_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddVenueKeyRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_VenueKey_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delete_v2_private_venue_keys_delete_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry with the same key and request answers the first answer without applying it again (24 h); the same key with another request answers 10018. */
                "Idempotency-Key"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenueKeyIdRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_VenueKeyDeleted_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    list_keys_v2_private_venue_keys_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_VenueKeyList_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    login_v2_public_user_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SessionResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    register_v2_public_user_register_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_SessionResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    web_config_v3_config_web_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebConfigRequest"];
            };
        };
        responses: {
            /** @description the envelope: the result, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope_WebConfigResult_"] | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description unknown path (404), wrong method (405) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
