"""Models of the account calls: register, log in, log out, profile, change password."""

from __future__ import annotations

from pydantic import Field

from tradingbot.api.contract import Out, StrictIn

EMAIL = Field(min_length=3, max_length=254, examples=["jane.doe@example.com"])


class Credentials(StrictIn):
    """An email and its password (8 to 128 characters when registering)."""

    email: str = EMAIL
    password: str = Field(min_length=1, max_length=1024, examples=["correct horse battery"])


class ChangePasswordRequest(StrictIn):
    """The current password and the new one (8 to 128 characters)."""

    old_password: str = Field(min_length=1, max_length=1024, examples=["correct horse battery"])
    new_password: str = Field(min_length=1, max_length=1024, examples=["staple horse battery"])


class Vip(Out):
    is_vip: bool
    label_level: int = Field(ge=0, examples=[0])


class Profile(Out):
    """What the API shows about the logged-in user (SPEC §3 user profile, §6 tags)."""

    id: int = Field(ge=1, examples=[1])
    email: str = Field(examples=["jane.doe@example.com"])
    vague_email: str = Field(examples=["ja***@example.com"])
    user_type: str = Field(examples=["FRESH"], description="FRESH or EXPERIENCED")
    is_islamic: bool
    banned: bool
    vip: Vip
    loyalty_vip_info: Vip


class SessionResult(Out):
    """A session was issued: its cookies (``bot_session``, ``csrf_token``) come with the answer."""

    user: Profile
