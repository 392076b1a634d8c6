#!/usr/bin/env python3
"""Validate final10.jsonl and print its counts.

Checks: JSON per line, schema keys and order, kind/field values, id format and uniqueness,
(text, field) uniqueness, secret is a non-empty verbatim substring of text, short fields single-line,
Luhn for card formats and mod-97 for IBAN formats. Prints counts by kind x field x language,
by format family and by format. Exit code 1 on any error.
"""
import json, re, sys, collections, unicodedata
from pathlib import Path

PATH = Path(__file__).with_name("final10.jsonl")
FIELDS = {"name", "alias", "speaker", "query"}
ORDER_SEC = ["id", "kind", "format", "field", "text", "secret"]
ORDER_LOOK = ["id", "kind", "format", "field", "text"]
FAMILY = {
    'adyen_api_key': 'payments',
    'akamai_edgeauth_token_url': 'signed_url',
    'alibaba_oss_signed_url': 'signed_url',
    'alibaba_sts_security_token': 'cloud',
    'amplitude_secret_key': 'saas',
    'anyconnect_cli_stdin': 'wifi_vpn',
    'apk_sha256_cert_fingerprint': 'lookalike',
    'apple_app_specific_password': 'vcs_ci',
    'aptos_private_key_hex': 'private_key',
    'argon2id_hash': 'password_hash',
    'assemblyai_api_key': 'ai',
    'au_bsb_netbank_password': 'banking',
    'authorize_net_transaction_key': 'payments',
    'authy_backup_password': 'otp',
    'aws_cognito_client_secret': 'cloud',
    'aws_mfa_virtual_device_seed_csv': 'otp',
    'aws_request_id': 'lookalike',
    'aws_sso_cache_json': 'session',
    'azure_cosmosdb_primary_key': 'cloud',
    'azure_event_hubs_connection_string': 'connection_url',
    'azure_functions_host_key': 'cloud',
    'azure_request_id': 'lookalike',
    'b2_download_authorization_url': 'signed_url',
    'backblaze_b2_application_key': 'cloud',
    'balena_api_key': 'iot',
    'base64_harmless_text_stated': 'lookalike',
    'base64_json_config_nonsecret': 'lookalike',
    'base64_json_credentials': 'encoded',
    'base64_k8s_configmap_binary': 'lookalike',
    'base64_whole_env_file': 'encoded',
    'base64url_api_key_header': 'encoded',
    'bip39_mnemonic_12': 'private_key',
    'bip39_mnemonic_24_numbered': 'private_key',
    'bip39_mnemonic_in_json': 'private_key',
    'bitbucket_repository_access_token': 'vcs_ci',
    'bitcoin_xprv': 'private_key',
    'bitcoin_xpub_watch_only': 'lookalike',
    'bitrise_pat': 'vcs_ci',
    'bitwarden_json_export': 'password',
    'bitwarden_sm_access_token': 'vcs_ci',
    'blake2b_checksum': 'lookalike',
    'bluesky_app_password': 'messaging',
    'blynk_auth_token': 'iot',
    'br_cpf': 'personal_id',
    'br_senha_cartao': 'banking',
    'buildkite_agent_token': 'vcs_ci',
    'bunnynet_api_key': 'cloud',
    'bybit_api_secret': 'payments',
    'ca_sin': 'personal_id',
    'calendly_pat': 'saas',
    'card_fullwidth_digits_jp': 'banking',
    'card_in_json_payment_log': 'banking',
    'card_maestro': 'banking',
    'card_mir': 'banking',
    'card_rupay': 'banking',
    'card_with_expiry_cvv_de': 'banking',
    'cargo_lock_checksum': 'lookalike',
    'cerebras_api_key': 'ai',
    'cf_ray_id': 'lookalike',
    'checkout_com_secret_key': 'payments',
    'chocolatey_api_key': 'vcs_ci',
    'cisco_cleartext_enable_password': 'password',
    'cisco_type7_password': 'password',
    'claude_session_key_cookie': 'ai',
    'cloudflare_origin_ca_key': 'cloud',
    'cloudflare_r2_secret_access_key': 'cloud',
    'cn_alipay_payment_password': 'banking',
    'cn_resident_id': 'personal_id',
    'conf_asterisk_sip_secret': 'password',
    'conf_freeradius_client_secret': 'wifi_vpn',
    'conf_snmpd_community': 'password',
    'conference_room_code': 'lookalike',
    'configcat_sdk_key': 'saas',
    'conoha_api_password': 'cloud',
    'consul_acl_token': 'vcs_ci',
    'contentstack_management_token': 'saas',
    'convex_deploy_key': 'database',
    'cookie_flask_session': 'session',
    'cookie_grafana_session': 'session',
    'copy_as_curl_cookie_flag': 'session',
    'cosign_signature_digest': 'lookalike',
    'couchbase_capella_password': 'database',
    'crc32_checksum': 'lookalike',
    'css_hex_colors': 'lookalike',
    'csv_aws_iam_credentials': 'password',
    'csv_chrome_passwords_export': 'password',
    'csv_lastpass_export': 'password',
    'data_uri_png': 'lookalike',
    'databrickscfg': 'database',
    'de_onlinebanking_pin_tan': 'banking',
    'de_personalausweis_pin_puk': 'pin',
    'de_voice_transcript_pin_words': 'pin',
    'deepgram_api_key': 'ai',
    'deno_deploy_token': 'cloud',
    'dingtalk_robot_secret': 'messaging',
    'dingtalk_robot_webhook': 'webhook',
    'discord_backup_codes': 'otp',
    'django_databases_dict': 'connection_url',
    'django_pbkdf2_sha256': 'password_hash',
    'dkim_txt_record': 'lookalike',
    'dnssec_private_key_file': 'private_key',
    'doc_test_card_3ds': 'lookalike',
    'doc_test_card_adyen': 'lookalike',
    'doc_test_card_braintree': 'lookalike',
    'doc_test_card_jcb_jp': 'lookalike',
    'docker_container_id': 'lookalike',
    'docker_layer_digest': 'lookalike',
    'dockerconfigjson_base64': 'encoded',
    'docusign_integration_secret': 'saas',
    'dotenv_vault_key': 'app_secret',
    'double_url_encoded_redirect_token': 'encoded',
    'dropbox_backup_codes': 'otp',
    'dynatrace_api_token': 'saas',
    'ean_and_asin': 'lookalike',
    'ed25519_seed_hex_in_code': 'private_key',
    'ee_id_card_pin1_pin2': 'pin',
    'elastic_cloud_api_key': 'saas',
    'email_login_code_de': 'otp',
    'email_login_code_pt': 'otp',
    'email_verification_link': 'signed_url',
    'en_voice_transcript_pin_words': 'pin',
    'es_clave_firma': 'banking',
    'esphome_api_encryption_key': 'iot',
    'ethereum_keystore_with_password': 'private_key',
    'ethereum_tx_hash': 'lookalike',
    'exoscale_api_secret': 'cloud',
    'expo_access_token': 'vcs_ci',
    'facebook_recovery_codes': 'otp',
    'fal_api_key': 'ai',
    'fastly_api_token': 'cloud',
    'fauna_secret': 'database',
    'feishu_app_secret': 'messaging',
    'feishu_bot_webhook': 'webhook',
    'filevault_recovery_key': 'otp',
    'firebase_auth_localstorage': 'session',
    'firebase_ci_token': 'cloud',
    'firebase_cloud_messaging_server_key': 'cloud',
    'firebase_rtdb_secret': 'database',
    'firebase_storage_token_url': 'signed_url',
    'firebase_tools_configstore': 'session',
    'flagsmith_server_key': 'saas',
    'forticlient_cli_password': 'wifi_vpn',
    'fr_code_confidentiel_cb': 'banking',
    'freee_access_token': 'saas',
    'freshdesk_api_key': 'saas',
    'garoon_cybozu_password_base64': 'saas',
    'gcloud_application_default_credentials': 'session',
    'gcs_hmac_secret': 'cloud',
    'gh_hosts_yml': 'session',
    'git_describe': 'lookalike',
    'git_lfs_pointer': 'lookalike',
    'git_log_oneline': 'lookalike',
    'git_revert_message': 'lookalike',
    'gitea_access_token': 'vcs_ci',
    'github_actions_runner_registration_token': 'vcs_ci',
    'github_app_private_key_yaml': 'private_key',
    'github_compare_url': 'lookalike',
    'github_raw_token_url': 'signed_url',
    'gitlab_ci_build_token': 'vcs_ci',
    'gitlab_feed_token': 'vcs_ci',
    'gitlab_recovery_codes': 'otp',
    'gmo_pg_shop_password': 'payments',
    'go_mysql_dsn': 'connection_url',
    'google_calendar_private_ics': 'signed_url',
    'google_chat_webhook': 'webhook',
    'gpg_fingerprint': 'lookalike',
    'gradle_properties_signing': 'password',
    'har_entry_authorization': 'session',
    'harbor_robot_secret': 'vcs_ci',
    'harness_pat': 'vcs_ci',
    'hcaptcha_sitekey': 'lookalike',
    'hcl_consul_agent_acl_tokens': 'password',
    'helicone_api_key': 'ai',
    'hex_encoded_password': 'encoded',
    'hex_pm_api_key': 'vcs_ci',
    'home_assistant_long_lived_token': 'iot',
    'hostapd_wpa_passphrase': 'wifi_vpn',
    'hubspot_developer_api_key': 'saas',
    'iban_ch_bare': 'banking',
    'iban_es_bare': 'banking',
    'iban_it_bare': 'banking',
    'iban_nl_with_login': 'banking',
    'iban_pl_with_pin': 'banking',
    'ifttt_maker_webhook': 'webhook',
    'in_aadhaar': 'personal_id',
    'in_upi_pin': 'banking',
    'infisical_service_token': 'vcs_ci',
    'ini_rclone_conf': 'cloud',
    'ini_s3cfg': 'cloud',
    'intercom_access_token': 'saas',
    'ipfs_cid': 'lookalike',
    'ipv6_addresses': 'lookalike',
    'jetbrains_marketplace_token': 'vcs_ci',
    'jp_anshou_bangou_forgot': 'lookalike',
    'jp_anshou_bangou_lock': 'lookalike',
    'jp_anshou_bangou_policy': 'lookalike',
    'jp_bank_random_number_table': 'otp',
    'jp_bank_second_pin': 'banking',
    'jp_fullwidth_password': 'password',
    'jp_l2tp_preshared_key': 'wifi_vpn',
    'jp_mynumber_card_4digit_pin_prose': 'pin',
    'jp_one_time_password_pending': 'otp',
    'jp_password_change_notice': 'lookalike',
    'jp_pin_kanji_numerals': 'pin',
    'jp_router_sticker': 'wifi_vpn',
    'jp_yucho_direct_login': 'banking',
    'junos_dollar9_secret': 'password',
    'jupyter_token_url': 'signed_url',
    'jwt_header_only_explained': 'lookalike',
    'k8s_pod_names': 'lookalike',
    'k8s_tls_secret_key_base64': 'private_key',
    'kakao_rest_api_key': 'messaging',
    'kakaotalk_auth_number_ko': 'otp',
    'keepass_xml_export': 'password',
    'kerberos_keytab_base64': 'private_key',
    'kr_joint_certificate_password': 'banking',
    'kr_rrn': 'personal_id',
    'langfuse_secret_key': 'ai',
    'libsodium_secret_key_base64': 'private_key',
    'license_plate_and_parking': 'lookalike',
    'lightning_admin_macaroon_hex': 'private_key',
    'line_notify_token': 'messaging',
    'lorawan_app_key': 'iot',
    'luks_passphrase': 'otp',
    'magic_login_link': 'signed_url',
    'magnet_infohash': 'lookalike',
    'mapbox_public_token': 'lookalike',
    'markdown_code_block_hashing_fn': 'lookalike',
    'mattermost_incoming_webhook': 'webhook',
    'mercadopago_access_token': 'payments',
    'mercari_shops_api_token': 'saas',
    'messagebird_access_key': 'messaging',
    'minio_root_password': 'cloud',
    'minisign_public_key': 'lookalike',
    'minisign_secret_key': 'private_key',
    'miro_access_token': 'saas',
    'mixpanel_service_account_secret': 'saas',
    'modal_token_secret': 'ai',
    'mollie_live_api_key': 'payments',
    'monday_api_token': 'saas',
    'mongodb_atlas_api_private_key': 'database',
    'mosquitto_pbkdf2_hash': 'password_hash',
    'motherduck_token': 'database',
    'mqtt_cli_password': 'connection_url',
    'ms_teams_incoming_webhook': 'webhook',
    'mullvad_account_number': 'wifi_vpn',
    'mysql_native_password_hash': 'password_hash',
    'nature_remo_access_token': 'iot',
    'netscape_cookies_txt': 'session',
    'netsh_wlan_key_content': 'wifi_vpn',
    'netsuite_token_secret': 'saas',
    'networkmanager_keyfile_psk': 'wifi_vpn',
    'nix_store_path': 'lookalike',
    'nomad_acl_token': 'vcs_ci',
    'nostr_npub': 'lookalike',
    'nostr_nsec': 'private_key',
    'npm_recovery_codes': 'otp',
    'ntlm_secretsdump_line': 'password_hash',
    'okx_api_passphrase': 'payments',
    'openstack_application_credential_secret': 'cloud',
    'openvpn_static_key': 'private_key',
    'openweather_api_key': 'saas',
    'opsgenie_api_key': 'saas',
    'otel_trace_id': 'lookalike',
    'ovh_application_secret': 'cloud',
    'packagist_api_token': 'vcs_ci',
    'packer_pkr_hcl_password': 'password',
    'paddle_api_key': 'payments',
    'particle_access_token': 'iot',
    'password_policy_json': 'lookalike',
    'password_reset_link': 'signed_url',
    'pem_base64_encoded_env': 'private_key',
    'pem_dsa_private_key': 'private_key',
    'pem_rsa_terraform_heredoc': 'private_key',
    'pgbouncer_userlist_md5': 'password_hash',
    'philips_hue_app_key': 'iot',
    'pkcs12_base64_with_password': 'private_key',
    'placeholder_ansible_vault_ref': 'lookalike',
    'placeholder_aws_ssm_parameter': 'lookalike',
    'placeholder_azure_keyvault_reference': 'lookalike',
    'placeholder_connection_string_template': 'lookalike',
    'placeholder_curl_template': 'lookalike',
    'placeholder_de_siehe_tresor': 'lookalike',
    'placeholder_deno_env_get': 'lookalike',
    'placeholder_docker_secrets_file': 'lookalike',
    'placeholder_dotnet_configuration': 'lookalike',
    'placeholder_env_example': 'lookalike',
    'placeholder_es_asteriscos': 'lookalike',
    'placeholder_fr_masque': 'lookalike',
    'placeholder_gcp_secret_manager_path': 'lookalike',
    'placeholder_go_getenv': 'lookalike',
    'placeholder_helm_values_template': 'lookalike',
    'placeholder_jp_fullwidth_mask': 'lookalike',
    'placeholder_jp_kakusetsu': 'lookalike',
    'placeholder_ko_private': 'lookalike',
    'placeholder_masked_token_middle': 'lookalike',
    'placeholder_php_getenv': 'lookalike',
    'placeholder_redacted_log': 'lookalike',
    'placeholder_rust_env_macro': 'lookalike',
    'placeholder_sealed_secret': 'lookalike',
    'placeholder_sops_encrypted': 'lookalike',
    'placeholder_spring_property': 'lookalike',
    'placeholder_wifi_qr_template': 'lookalike',
    'placeholder_zh_hidden': 'lookalike',
    'plaid_secret': 'payments',
    'plivo_auth_token': 'messaging',
    'poetry_lock_hash': 'lookalike',
    'postman_environment_json': 'session',
    'prisma_accelerate_api_key': 'database',
    'product_code_long': 'lookalike',
    'prose_about_keys_en': 'lookalike',
    'prose_about_passwords_de': 'lookalike',
    'prose_about_passwords_es': 'lookalike',
    'prose_about_passwords_fr': 'lookalike',
    'prose_about_passwords_ko': 'lookalike',
    'prose_about_passwords_ru': 'lookalike',
    'prose_about_passwords_zh': 'lookalike',
    'prose_about_recovery_codes_en': 'lookalike',
    'prose_door_code_de': 'pin',
    'prose_door_code_fr': 'pin',
    'prose_password_de': 'password',
    'prose_password_email_reply_quoted': 'password',
    'prose_password_en': 'password',
    'prose_password_es': 'password',
    'prose_password_fr': 'password',
    'prose_password_hi': 'password',
    'prose_password_id': 'password',
    'prose_password_it': 'password',
    'prose_password_ja': 'password',
    'prose_password_ko': 'password',
    'prose_password_markdown_blockquote': 'password',
    'prose_password_nl': 'password',
    'prose_password_pl': 'password',
    'prose_password_pt': 'password',
    'prose_password_ru': 'password',
    'prose_password_sv': 'password',
    'prose_password_tr': 'password',
    'prose_password_vi': 'password',
    'prose_password_zh': 'password',
    'prose_pin_de': 'pin',
    'prose_pin_es': 'pin',
    'prose_pin_fr': 'pin',
    'prose_pin_it': 'pin',
    'prose_pin_ja': 'pin',
    'prose_pin_ko': 'pin',
    'prose_pin_pt': 'pin',
    'prose_pin_ru': 'pin',
    'prose_pin_tr': 'pin',
    'prose_pin_zh': 'pin',
    'prose_wifi_es': 'wifi_vpn',
    'prose_wifi_ko': 'wifi_vpn',
    'prose_wifi_vi': 'wifi_vpn',
    'prose_wifi_zh': 'wifi_vpn',
    'proton_recovery_phrase': 'otp',
    'protonvpn_openvpn_credentials': 'wifi_vpn',
    'proxy_authorization_basic': 'session',
    'pubnub_secret_key': 'messaging',
    'pushbullet_access_token': 'saas',
    'putty_ppk_v2': 'private_key',
    'pypi_recovery_codes': 'otp',
    'qiita_team_token': 'saas',
    'quoted_printable_email_password': 'encoded',
    'railway_api_token': 'cloud',
    'rapidapi_key': 'saas',
    'reddit_client_secret': 'messaging',
    'regex_for_tokens': 'lookalike',
    'rest_client_http_file': 'session',
    'revolut_business_refresh_token': 'payments',
    'rndc_key': 'private_key',
    'rocketchat_auth_token': 'messaging',
    'rollbar_access_token': 'saas',
    'routeros_export_password': 'password',
    'rtmp_stream_key': 'connection_url',
    'sakura_object_storage_secret': 'cloud',
    'sanity_api_token': 'saas',
    'scaleway_secret_key': 'cloud',
    'segment_write_key': 'saas',
    'semver_with_build_hash': 'lookalike',
    'serial_number_device': 'lookalike',
    'session_id_log_harness': 'lookalike',
    'sha1_git_blob': 'lookalike',
    'sha256_of_file_jp': 'lookalike',
    'sha512sum_release': 'lookalike',
    'shadow_yescrypt': 'password_hash',
    'shipment_awb': 'lookalike',
    'short_alias_nickname': 'lookalike',
    'short_alias_uuid': 'lookalike',
    'short_alias_with_digits': 'lookalike',
    'short_apple_app_specific_password': 'short_password',
    'short_backup_code_cue': 'otp',
    'short_bip39_mnemonic': 'private_key',
    'short_card_number_fullwidth': 'banking',
    'short_cookie_value': 'session',
    'short_door_code_cue': 'pin',
    'short_iban_bare': 'banking',
    'short_leet_password_bare': 'short_password',
    'short_low_entropy_password_cue': 'short_password',
    'short_mullvad_account': 'wifi_vpn',
    'short_name_product_code': 'lookalike',
    'short_name_topic': 'lookalike',
    'short_name_with_digits': 'lookalike',
    'short_otp_code_pending': 'otp',
    'short_passphrase_words': 'short_password',
    'short_password_bare': 'short_password',
    'short_password_cue_de': 'short_password',
    'short_password_cue_en': 'short_password',
    'short_password_cue_es': 'short_password',
    'short_password_cue_fr': 'short_password',
    'short_password_cue_it': 'short_password',
    'short_password_cue_ja': 'short_password',
    'short_password_cue_ko': 'short_password',
    'short_password_cue_pl': 'short_password',
    'short_password_cue_pt': 'short_password',
    'short_password_cue_ru': 'short_password',
    'short_password_cue_zh': 'short_password',
    'short_pin_cue_de': 'pin',
    'short_pin_cue_en': 'pin',
    'short_pin_cue_es': 'pin',
    'short_pin_cue_fr': 'pin',
    'short_pin_cue_ja': 'pin',
    'short_pin_cue_ko': 'pin',
    'short_pin_cue_zh': 'pin',
    'short_query_benign': 'lookalike',
    'short_query_hash': 'lookalike',
    'short_query_placeholder': 'lookalike',
    'short_speaker_person': 'lookalike',
    'short_speaker_with_digits': 'lookalike',
    'short_url_with_password': 'connection_url',
    'short_user_colon_password': 'short_password',
    'short_wifi_qr_string': 'wifi_vpn',
    'slack_backup_codes': 'otp',
    'smarthr_access_token': 'saas',
    'smartthings_pat': 'iot',
    'snowflake_password': 'database',
    'softether_vpncmd_password': 'wifi_vpn',
    'solana_address': 'lookalike',
    'solana_base58_secret_key': 'private_key',
    'soracom_auth_key_secret': 'iot',
    'spacelift_api_key_secret': 'vcs_ci',
    'split_bash_var_concat': 'split',
    'split_c_adjacent_literals': 'split',
    'split_csv_two_cells': 'split',
    'split_de_two_messages': 'split',
    'split_env_two_vars': 'split',
    'split_go_concat': 'split',
    'split_hcl_join': 'split',
    'split_html_br_email': 'split',
    'split_jp_three_messages': 'split',
    'split_json_array_join': 'split',
    'split_ko_two_messages': 'split',
    'split_markdown_code_spans_prose': 'split',
    'split_nato_phonetic_spoken': 'split',
    'split_outlook_original_message': 'split',
    'split_powershell_concat': 'split',
    'split_slack_thread_interleaved': 'split',
    'split_soft_hyphen_pdf_copy': 'split',
    'split_sql_concat': 'split',
    'split_yaml_literal_block_token': 'split',
    'split_zero_width_space': 'split',
    'splunk_hec_token': 'saas',
    'ssh2_tectia_private_key': 'private_key',
    'ssh_authorized_keys_line': 'lookalike',
    'ssh_known_hosts_line': 'lookalike',
    'steam_mobile_authenticator_revocation': 'otp',
    'storyblok_management_token': 'saas',
    'strapi_api_token': 'saas',
    'stream_api_secret': 'messaging',
    'stripe_request_id': 'lookalike',
    'strongswan_swanctl_secret': 'wifi_vpn',
    'sui_private_key_bech32': 'private_key',
    'supabase_storage_signed_url': 'signed_url',
    'switchbot_api_secret': 'iot',
    'team_invite_link_token': 'signed_url',
    'teamcity_access_token': 'vcs_ci',
    'telegram_api_hash': 'messaging',
    'tencent_cos_signed_url': 'signed_url',
    'thingspeak_write_api_key': 'iot',
    'tls_cert_fingerprint': 'lookalike',
    'toml_snowflake_connections': 'database',
    'tor_hs_ed25519_secret_key_base64': 'private_key',
    'tor_onion_address': 'lookalike',
    'transcript_refuses_secret': 'lookalike',
    'travis_ci_token': 'vcs_ci',
    'tsig_key_named_conf': 'private_key',
    'turso_auth_token': 'database',
    'tuya_access_secret': 'iot',
    'twitch_client_secret': 'saas',
    'twitter_backup_code': 'otp',
    'typesense_admin_api_key': 'saas',
    'uk_ni_number': 'personal_id',
    'uk_sort_code_account_password': 'banking',
    'upcloud_api_password': 'cloud',
    'url_encoded_form_body': 'encoded',
    'url_influxdb_token_query': 'connection_url',
    'url_percent_encoded_password': 'connection_url',
    'url_wss_token_query': 'connection_url',
    'uuid_memory_item_ids': 'lookalike',
    'veracrypt_container_password': 'otp',
    'wandb_api_key': 'ai',
    'wasabi_secret_key': 'cloud',
    'weaviate_api_key': 'ai',
    'webflow_api_token': 'saas',
    'wechat_app_secret': 'messaging',
    'wechat_verification_code_zh': 'otp',
    'wecom_robot_webhook': 'webhook',
    'whatsapp_cloud_api_token': 'messaging',
    'wifi_qr_string': 'wifi_vpn',
    'windows_build_string': 'lookalike',
    'wireguard_peer_public_key': 'lookalike',
    'wise_api_token': 'payments',
    'wordpress_application_password': 'saas',
    'wps_pin': 'wifi_vpn',
    'wrangler_config_oauth_token': 'session',
    'writeback_skip_log': 'lookalike',
    'x_hasura_admin_secret_header': 'session',
    'xml_entity_escaped_password': 'password',
    'xml_filezilla_sitemanager_base64': 'password',
    'xml_machinekey_web_config': 'app_secret',
    'xml_nuget_config_cleartextpassword': 'password',
    'xml_rsa_key_value_dotnet': 'private_key',
    'xml_rsa_key_value_raw': 'private_key',
    'yamaha_rtx_ipsec_pre_shared_key': 'wifi_vpn',
    'yaml_spring_datasource': 'password',
    'yandex_cloud_iam_token': 'cloud',
    'yarn_lock_integrity': 'lookalike',
    'youtube_stream_key': 'connection_url',
    'zapier_catch_hook': 'webhook',
    'zerotier_api_token': 'vcs_ci',
    'zerotier_network_secret_identity': 'wifi_vpn',
    'zhipu_api_key': 'ai',
}

LANG_MARKERS = [  # for Latin-script texts without a language suffix in the format name
    ("de", ["bitte", "Passwort", "Hier der", " für ", "Kennwort", "Geheimzahl", "Türcode", "Sprachnachricht", "Bestätigungslink", "Anmeldecode", "schrieb", "Hälfte", "Ihr vorl"]),
    ("fr", ["Voici", "mot de passe", "mdp", "pour la prod", "Digicode", "Code confidentiel", "code CB"]),
    ("es", ["Te paso", "contraseña", "del entorno", "Mi IBAN", "Clave de", "Códigos de", "tarjeta", "Red: "]),
    ("pt", ["Segue o", "senha", "Seu código", "CPF do"]),
    ("it", ["Ecco il", "del conto", "password NAS", "bancomat"]),
    ("nl", ["Hierbij de", "wachtwoord", "Rekening"]),
    ("pl", ["Oto ", "hasło", "Numer konta"]),
    ("vi", ["Đây là", "Mật khẩu", "mật khẩu"]),
    ("id", ["Ini ", "Kata sandi"]),
    ("tr", ["İşte", "şifre", "Kartın"]),
    ("sv", ["Lösenordet"]),
    ("et", ["ID-kaart"]),
]
SUFFIX = {"ja", "jp", "de", "fr", "es", "pt", "it", "ko", "zh", "ru", "nl", "pl", "vi", "id", "tr", "sv", "hi"}

def language(r):
    fmt, t = r["format"], r["text"]
    parts = fmt.split("_")
    if parts[0] in ("jp",) or parts[-1] in ("ja", "jp"):
        return "ja"
    if parts[0] == "cn" or parts[-1] == "zh":
        return "zh"
    if re.search(r"[\u3040-\u30ff]", t):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", t):
        return "ko"
    if re.search(r"[\u0400-\u04ff]", t):
        return "ru"
    if re.search(r"[\u0900-\u097f]", t):
        return "hi"
    if re.search(r"[\u4e00-\u9fff]", t):
        return "zh"
    if parts[-1] in SUFFIX and parts[0] in ("prose", "short", "email", "placeholder", "doc", "en", "de"):
        return parts[-1]
    for lang, marks in LANG_MARKERS:
        if any(m in t for m in marks):
            return lang
    return "en"

def has_japanese(t):
    return bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uff01-\uff5e\u3000-\u303f]", t))

def luhn(n):
    s = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2:
            d *= 2
            d -= 9 if d > 9 else 0
        s += d
    return s % 10 == 0

def main():
    errors = []
    recs = []
    for ln, line in enumerate(PATH.read_text(encoding="utf-8").splitlines(), 1):
        try:
            r = json.loads(line)
        except Exception as e:
            errors.append(f"line {ln}: bad JSON: {e}")
            continue
        recs.append((ln, r))
    ids, pairs = set(), set()
    for ln, r in recs:
        kind = r.get("kind")
        order = ORDER_SEC if kind == "secret" else ORDER_LOOK
        keys = list(r)
        if kind not in ("secret", "lookalike"):
            errors.append(f"line {ln}: bad kind {kind!r}")
        if keys != [k for k in order if k in r] or set(keys) - set(order):
            errors.append(f"line {ln}: keys/order {keys}")
        for k in ("id", "kind", "format", "text") + (("secret",) if kind == "secret" else ()):
            if not isinstance(r.get(k), str) or not r.get(k):
                errors.append(f"line {ln}: missing/empty {k}")
        if "field" in r and r["field"] not in FIELDS:
            errors.append(f"line {ln}: bad field {r['field']!r}")
        pat = r"s10-sec-\d{3}" if kind == "secret" else r"s10-look-\d{3}"
        if not re.fullmatch(pat, r.get("id", "")):
            errors.append(f"line {ln}: bad id {r.get('id')!r}")
        if r.get("id") in ids:
            errors.append(f"line {ln}: duplicate id {r['id']}")
        ids.add(r.get("id"))
        p = (r.get("text"), r.get("field"))
        if p in pairs:
            errors.append(f"line {ln}: duplicate (text, field)")
        pairs.add(p)
        if kind == "secret" and r.get("secret") not in r.get("text", ""):
            errors.append(f"line {ln}: secret not a substring of text ({r['id']})")
        if kind == "lookalike" and "secret" in r:
            errors.append(f"line {ln}: look-alike has a secret")
        if "field" in r and "\n" in r["text"]:
            errors.append(f"line {ln}: short-field text is multi-line")
        if r.get("format") not in FAMILY:
            errors.append(f"line {ln}: format {r.get('format')!r} has no family")
        fmt = r.get("format", "")
        if kind == "secret" and fmt.startswith(("card_", "short_card")):
            digits = re.sub(r"\D", "", unicodedata.normalize("NFKC", r["secret"]))
            m = re.search(r"\d{13,19}", re.sub(r"[ \-]", "", unicodedata.normalize("NFKC", r["secret"])))
            if not m or not luhn(m.group(0)):
                errors.append(f"line {ln}: card fails Luhn ({r['id']})")
        if kind == "secret" and "iban" in fmt:
            m = re.search(r"[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}", r["secret"])
            s = re.sub(r"\s", "", m.group(0)) if m else ""
            s = re.match(r"[A-Z]{2}\d{2}[A-Z0-9]+", s).group(0) if s else ""
            if not s or int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 != 1:
                errors.append(f"line {ln}: IBAN fails mod-97 ({r['id']})")

    R = [r for _, r in recs]
    sec = [r for r in R if r["kind"] == "secret"]
    look = [r for r in R if r["kind"] == "lookalike"]
    print(f"records {len(R)}: secrets {len(sec)} in {len({r['format'] for r in sec})} formats, "
          f"look-alikes {len(look)} in {len({r['format'] for r in look})} formats")
    short_sec = sum(1 for r in sec if "field" in r)
    print(f"secrets in short fields: {short_sec} ({100 * short_sec / max(1, len(sec)):.1f}%); "
          f"look-alikes in short fields: {sum(1 for r in look if 'field' in r)}")
    print(f"multi-line secrets: {sum(1 for r in sec if chr(10) in r['secret'])}; "
          f"secret length {min(len(r['secret']) for r in sec)}..{max(len(r['secret']) for r in sec)}")

    print("\n## kind x field (with Japanese)")
    print("| field | secrets | look-alikes | secrets with Japanese | look-alikes with Japanese |")
    print("|---|---:|---:|---:|---:|")
    for f in [None, "name", "alias", "speaker", "query"]:
        s = [r for r in sec if r.get("field") == f]
        l = [r for r in look if r.get("field") == f]
        print(f"| {f or 'free text'} | {len(s)} | {len(l)} | {sum(has_japanese(r['text']) for r in s)} | {sum(has_japanese(r['text']) for r in l)} |")
    print(f"| **total** | **{len(sec)}** | **{len(look)}** | **{sum(has_japanese(r['text']) for r in sec)}** | **{sum(has_japanese(r['text']) for r in look)}** |")

    langs = collections.Counter(language(r) for r in R)
    order = [l for l, _ in langs.most_common()]
    print("\n## kind x field x language")
    print("| kind | field | " + " | ".join(order) + " |")
    print("|---|---|" + "---:|" * len(order))
    for kind, rs in (("secret", sec), ("lookalike", look)):
        for f in [None, "name", "alias", "speaker", "query"]:
            c = collections.Counter(language(r) for r in rs if r.get("field") == f)
            print(f"| {kind} | {f or 'free text'} | " + " | ".join(str(c.get(l, 0)) for l in order) + " |")
    print("| all | all | " + " | ".join(str(langs[l]) for l in order) + " |")

    print("\n## secrets by family")
    print("| family | secret records | distinct formats | in short fields |")
    print("|---|---:|---:|---:|")
    fam = collections.defaultdict(list)
    for r in sec:
        fam[FAMILY.get(r["format"], "?")].append(r)
    for k, rs in sorted(fam.items(), key=lambda kv: -len(kv[1])):
        print(f"| {k} | {len(rs)} | {len({r['format'] for r in rs})} | {sum('field' in r for r in rs)} |")

    if "-v" in sys.argv:
        print("\n## formats")
        for kind, rs in (("secret", sec), ("lookalike", look)):
            c = collections.Counter(r["format"] for r in rs)
            print(kind, ", ".join(f"{k}({v})" if v > 1 else k for k, v in sorted(c.items())))

    if errors:
        print(f"\nFAILED: {len(errors)} error(s)")
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")

if __name__ == "__main__":
    main()
