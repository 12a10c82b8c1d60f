"""Shape parsers for DCA input fields: every malformed value is refused naming its field.

The primitives are the shared :class:`~tradingbot.bots.kit.fields.FieldReader`, bound to the DCA
refusal (a bot result code with the DCA ``INVALID_PARAM`` check code); enums and unknown fields
follow the DCA wire form.
"""

from __future__ import annotations

from tradingbot.bots.dca.codes import DcaCheck, refuse
from tradingbot.bots.kit.fields import FieldReader

READ = FieldReader(
    DcaCheck.INVALID_PARAM.value, lambda field, message: refuse(DcaCheck.INVALID_PARAM, field, message)
)
invalid = READ.invalid
blank = READ.blank
required = READ.required
dec = READ.dec
opt_dec = READ.opt_dec
integer = READ.integer
flag = READ.boolean
enum_of = READ.enum_of
known_only = READ.known_only
