// Conifers and broadleaf evergreens grown as screens. Fields as documented in ../reference.ts.
export const CONIFERS = `
Abies balsamea|balsam fir||3-6|sp|m|ne mw|E|
Abies concolor|white fir,concolor fir||3-7|sp|lm|w|Ex|
Abies fraseri|Fraser fir||4-7|sp|m|se|E|
Abies koreana|Korean fir||5-7|sp|m||E|
Abies nordmanniana|Nordmann fir,Caucasian fir||4-7|sp|m||E|
Abies procera|noble fir||5-6|s|m|pnw|E|
Abies grandis|grand fir||5-7|sp|m|pnw rm|E|
Abies lasiocarpa|subalpine fir,alpine fir||3-6|s|m|w|E|
Calocedrus decurrens|incense cedar,California incense cedar|Libocedrus decurrens|5-8|sp|lm|pnw CA NV|Ex|
Cedrus atlantica|Atlas cedar,blue Atlas cedar|Cedrus libani subsp. atlantica|6-9|s|lm||Ex|
Cedrus atlantica 'Glauca Pendula'|weeping blue Atlas cedar||6-9|s|lm||Ex|
Cedrus deodara|deodar cedar,Himalayan cedar,deodar||7-9|s|lm||Ex|
Cedrus libani|cedar of Lebanon,Lebanon cedar||5-8|s|lm||Ex|
Chamaecyparis obtusa|Hinoki cypress,Hinoki false cypress,dwarf Hinoki cypress||5-8|sp|m||Ex|
Chamaecyparis pisifera|Sawara cypress,Japanese false cypress,threadleaf false cypress,Gold Mop cypress||4-8|sp|m||Ex|
Chamaecyparis lawsoniana|Port Orford cedar,Lawson cypress||5-7|sp|m|OR CA|Ex|
Chamaecyparis nootkatensis|Alaska cedar,Nootka cypress,weeping Alaska cedar|Xanthocyparis nootkatensis,Cupressus nootkatensis,Callitropsis nootkatensis|4-7|sp|m|pnw AK|Ex|
Chamaecyparis thyoides|Atlantic white cedar,Atlantic white cypress||4-8|sp|mh|ne se|E|
Cryptomeria japonica|Japanese cedar,cryptomeria,sugi,Japanese cryptomeria||5-9|sp|m||Ex|
Cupressus arizonica|Arizona cypress,smooth Arizona cypress|Hesperocyparis arizonica,Cupressus glabra|6-9|s|l|sw|Ex|
Cupressus sempervirens|Italian cypress,Mediterranean cypress||7-10|s|l||Ex|
Cupressus macrocarpa|Monterey cypress,Wilma Goldcrest cypress,lemon cypress|Hesperocyparis macrocarpa|7-10|s|l|CA|Ex|
Cupressocyparis leylandii|Leyland cypress,leylandii|x Cupressocyparis leylandii,Cuprocyparis leylandii,Cupressus x leylandii|6-10|s|m||Ex|
Juniperus chinensis|Chinese juniper,Hetz juniper,Pfitzer juniper,Sea Green juniper||4-9|s|l||Ex|
Juniperus chinensis 'Torulosa'|Hollywood juniper,Kaizuka juniper||5-9|s|l||Ex|
Juniperus chinensis 'Spartan'|Spartan juniper||4-9|s|l||Ex|
Juniperus chinensis var. sargentii|Sargent juniper||4-9|s|l||Ex|
Juniperus conferta|shore juniper,Blue Pacific juniper|Juniperus rigida subsp. conferta|5-9|s|l||Ex|
Juniperus horizontalis|creeping juniper,Blue Rug juniper,Wiltonii juniper,Bar Harbor juniper||3-9|s|l|ne mw gp rm|Ex|
Juniperus procumbens|Japanese garden juniper,Nana juniper||4-9|s|l||Ex|
Juniperus sabina|savin juniper,Buffalo juniper,Calgary Carpet juniper||3-7|s|l||Ex|
Juniperus scopulorum|Rocky Mountain juniper,Skyrocket juniper,Moonglow juniper,Wichita Blue juniper||3-7|s|l|w gp|Ex|
Juniperus squamata|singleseed juniper,Blue Star juniper,flaky juniper||4-8|s|l||Ex|
Juniperus virginiana|eastern red cedar,eastern redcedar,red cedar,Taylor juniper||2-9|s|l|e gp|Ex|
Juniperus communis|common juniper||2-7|s|l|ne mw w|Ex|
Juniperus x pfitzeriana|Pfitzer juniper,Old Gold juniper|Juniperus x media,Juniperus chinensis 'Pfitzeriana'|4-9|s|l||Ex|
Juniperus ashei|Ashe juniper,mountain cedar||7-9|s|l|TX OK AR|Ex|
Juniperus osteosperma|Utah juniper||4-8|s|l|sw rm|Ex|
Larix decidua|European larch||3-6|s|m||D|
Larix laricina|tamarack,eastern larch,American larch||2-5|s|mh|ne mw|D|
Larix kaempferi|Japanese larch|Larix leptolepis|4-7|s|m||D|
Metasequoia glyptostroboides|dawn redwood||4-8|s|mh||D|
Picea abies|Norway spruce,weeping Norway spruce,bird's nest spruce||3-7|s|m||Ex|
Picea glauca|white spruce,Black Hills spruce||2-6|s|m|ne mw rm|Ex|
Picea glauca var. albertiana 'Conica'|dwarf Alberta spruce,Alberta spruce,dwarf Alberta white spruce|Picea glauca 'Conica'|2-6|s|m||Ex|
Picea pungens|Colorado spruce,Colorado blue spruce,blue spruce||2-7|s|m|rm sw|Ex|
Picea pungens 'Glauca Globosa'|globe blue spruce,dwarf globe blue spruce||3-7|s|m||Ex|
Picea omorika|Serbian spruce||4-7|s|m||Ex|
Picea orientalis|Oriental spruce,Caucasian spruce||4-7|sp|m||Ex|
Picea mariana|black spruce||2-5|s|mh|ne mw|Ex|
Picea engelmannii|Engelmann spruce||2-6|s|m|w|Ex|
Picea sitchensis|Sitka spruce||6-8|s|mh|pnw AK CA|Ex|
Picea rubens|red spruce||3-5|sp|m|ne|E|
Pinus strobus|eastern white pine,white pine,weeping white pine||3-8|s|m|ne mw se|E|
Pinus nigra|Austrian pine,European black pine||4-7|s|l||E|
Pinus sylvestris|Scots pine,Scotch pine||3-7|s|l||E|
Pinus mugo|mugo pine,mugho pine,Swiss mountain pine,dwarf mugo pine||3-7|s|l||Ex|
Pinus thunbergii|Japanese black pine|Pinus thunbergiana|5-8|s|l||E|
Pinus densiflora|Japanese red pine,Tanyosho pine||4-7|s|m||E|
Pinus parviflora|Japanese white pine||5-7|s|m||E|
Pinus taeda|loblolly pine||6-9|s|lm|se s|E|
Pinus palustris|longleaf pine||7-10|s|l|se s|E|
Pinus elliottii|slash pine||8-10|s|m|se|E|
Pinus echinata|shortleaf pine||6-9|s|l|se s|E|
Pinus virginiana|Virginia pine,scrub pine||5-8|s|l|se ne|E|
Pinus resinosa|red pine,Norway pine||2-5|s|l|ne mw|E|
Pinus banksiana|jack pine||2-6|s|l|ne mw|E|
Pinus rigida|pitch pine||4-7|s|l|ne se|E|
Pinus ponderosa|ponderosa pine,western yellow pine||3-7|s|l|w gp|E|
Pinus edulis|pinyon pine,two-needle pinyon,Colorado pinyon||4-8|s|l|sw rm|E|
Pinus flexilis|limber pine,Vanderwolf's Pyramid pine||3-7|s|l|w|E|
Pinus aristata|bristlecone pine,Rocky Mountain bristlecone pine||4-7|s|l|CO NM AZ|E|
Pinus contorta|lodgepole pine,shore pine||5-8|s|lm|w|E|
Pinus cembra|Swiss stone pine||3-7|s|m||E|
Pinus koraiensis|Korean pine||3-7|s|m||E|
Pinus bungeana|lacebark pine||4-8|s|l||E|
Pinus heldreichii|Bosnian pine|Pinus leucodermis|5-8|s|l||E|
Pinus pinea|Italian stone pine,umbrella pine,stone pine||8-10|s|l||E|
Pinus halepensis|Aleppo pine||8-10|s|l||E|
Pinus eldarica|Afghan pine,Eldarica pine,Mondell pine|Pinus brutia var. eldarica|6-10|s|l||E|
Pinus radiata|Monterey pine||7-10|s|l|CA|E|
Pinus wallichiana|Himalayan pine,Bhutan pine|Pinus griffithii|5-7|s|m||E|
Pinus monticola|western white pine||4-7|s|m|w|E|
Pinus longaeva|Great Basin bristlecone pine||4-7|s|l|NV UT CA|E|
Pseudotsuga menziesii|Douglas fir,Douglas-fir||4-6|s|m|w|E|
Sciadopitys verticillata|Japanese umbrella pine,umbrella pine||5-8|sp|m||Ex|
Sequoia sempervirens|coast redwood,California redwood||7-9|sp|mh|CA OR|E|
Sequoiadendron giganteum|giant sequoia,Sierra redwood,weeping giant sequoia||6-8|s|m|CA|E|
Taxus baccata|English yew||6-7|sph|m||E|
Taxus cuspidata|Japanese yew||4-7|sph|m||E|
Taxus x media|Anglojap yew,Hicks yew,Densiformis yew,Taunton yew||4-7|sph|m||E|
Taxus canadensis|Canada yew,American yew||2-6|ph|m|ne mw|E|
Taxus brevifolia|Pacific yew,western yew||6-8|ph|m|pnw CA|E|
Thuja occidentalis|American arborvitae,eastern arborvitae,northern white cedar,Emerald Green arborvitae,Smaragd arborvitae,Techny arborvitae||3-7|sp|m|ne mw|E|
Thuja plicata|western red cedar,western redcedar,giant arborvitae||5-7|sp|m|pnw rm|Ex|
Thuja 'Green Giant'|Green Giant arborvitae,Thuja Green Giant|Thuja standishii x plicata 'Green Giant'|5-8|sp|m||Ex|
Thuja orientalis|Oriental arborvitae,Chinese arborvitae|Platycladus orientalis,Biota orientalis|6-11|s|l||Ex|
Thujopsis dolabrata|hiba arborvitae,false arborvitae||6-8|p|m||E|
Tsuga canadensis|eastern hemlock,Canadian hemlock,weeping hemlock,Sargent's weeping hemlock||3-7|ph|m|ne mw se|E|
Tsuga caroliniana|Carolina hemlock||5-7|ph|m|se|E|
Tsuga heterophylla|western hemlock||6-8|ph|mh|pnw AK CA|E|
Tsuga mertensiana|mountain hemlock||5-8|sp|m|pnw CA|E|
Cephalotaxus harringtonia|Japanese plum yew,plum yew,Harrington plum yew||6-9|ph|m||Ex|
Podocarpus macrophyllus|yew pine,Japanese yew podocarpus,podocarpus,Buddhist pine||7-11|sph|m||Ex|
Microbiota decussata|Russian cypress,Russian arborvitae,Siberian carpet cypress||3-7|sp|lm||Ex|
Araucaria araucana|monkey puzzle tree,monkey puzzle||7-10|s|m||E|
Araucaria heterophylla|Norfolk Island pine||10-11|sp|m||E|
Cunninghamia lanceolata|China fir,Chinese fir||6-9|sp|m||Ex|
Pseudolarix amabilis|golden larch|Pseudolarix kaempferi|5-7|s|m||D|
Cupressus nootkatensis 'Pendula'|weeping Nootka cypress,weeping Alaska cedar||4-7|sp|m||Ex|
Juniperus communis 'Gold Cone'|Gold Cone juniper||4-7|s|l||Ex|
Juniperus virginiana 'Grey Owl'|Grey Owl juniper||3-9|s|l||Ex|
Juniperus scopulorum 'Skyrocket'|Skyrocket juniper,skyrocket||4-8|s|l||Ex|
Chamaecyparis pisifera 'Filifera Aurea'|golden threadleaf cypress,Gold Thread cypress||4-8|sp|m||Ex|
Chamaecyparis obtusa 'Nana Gracilis'|dwarf Hinoki cypress||5-8|sp|m||Ex|
Picea abies 'Pendula'|weeping Norway spruce||3-7|s|m||Ex|
Picea abies 'Nidiformis'|bird's nest spruce||3-7|s|m||Ex|
Picea pungens 'Fat Albert'|Fat Albert spruce,Fat Albert Colorado spruce||2-7|s|m||Ex|
Picea pungens 'Hoopsii'|Hoopsii blue spruce,Hoops blue spruce||2-7|s|m||Ex|
Pinus strobus 'Pendula'|weeping white pine||3-8|s|m||E|
Pinus strobus 'Fastigiata'|columnar white pine||3-8|s|m||E|
Pinus mugo var. pumilio|dwarf mountain pine|Pinus mugo subsp. pumilio|2-7|s|l||Ex|
Thuja occidentalis 'Smaragd'|Emerald Green arborvitae,Smaragd arborvitae,Emerald arborvitae||3-7|sp|m||E|
Thuja occidentalis 'Techny'|Techny arborvitae,Mission arborvitae||3-7|sp|m||E|
Thuja occidentalis 'Holmstrup'|Holmstrup arborvitae||3-7|sp|m||E|
Thuja occidentalis 'Rheingold'|Rheingold arborvitae||3-7|sp|m||E|
Thuja occidentalis 'Little Giant'|Little Giant arborvitae,globe arborvitae||3-7|sp|m||E|
Thuja occidentalis 'Danica'|Danica arborvitae||3-7|sp|m||E|
Thuja occidentalis 'Hetz Midget'|Hetz Midget arborvitae||3-7|sp|m||E|
Thuja occidentalis 'North Pole'|North Pole arborvitae||3-7|sp|m||E|
Tsuga canadensis 'Pendula'|Sargent's weeping hemlock,weeping Canadian hemlock||3-7|ph|m||E|
Taxus x media 'Densiformis'|Densiformis yew,dense yew||4-7|sph|m||E|
Taxus x media 'Hicksii'|Hicks yew,Hicks Anglojap yew||4-7|sph|m||E|
Taxus x media 'Taunton'|Taunton yew||4-7|sph|m||E|
Juniperus chinensis 'Hetzii Columnaris'|Hetz columnar juniper,Hetzii juniper||4-9|s|l||Ex|
Juniperus chinensis 'Sea Green'|Sea Green juniper||4-9|s|l||Ex|
Juniperus chinensis 'Gold Lace'|Gold Lace juniper||4-9|s|l||Ex|
Juniperus horizontalis 'Blue Chip'|Blue Chip juniper||3-9|s|l||Ex|
Juniperus horizontalis 'Wiltonii'|Blue Rug juniper,Wilton carpet juniper||3-9|s|l||Ex|
Juniperus squamata 'Blue Star'|Blue Star juniper||4-8|s|l||Ex|
Juniperus conferta 'Blue Pacific'|Blue Pacific shore juniper||5-9|s|l||Ex|
`;
